// jest-light-runner runs a test or hook for as long as it takes; jest's own runner gives up after
// the configured timeout. Each test and hook gets that bound again here (jest.config.js's, or the
// one a test names), so a test waiting on something that will not come fails and the run goes
// on, rather than holding CI until it is killed.
import { bind } from "jest-each";
import { testTimeout } from "../../../jest.config.js";

function bounded(fn, timeout = testTimeout) {
  // A test that takes jest's `done` callback: a promise of the same.
  const run =
    fn.length >= 1
      ? () => new Promise((resolve, reject) => fn((error) => (error ? reject(error) : resolve())))
      : fn;
  return async () => {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Exceeded timeout of ${timeout} ms for a test or hook.`)),
        timeout,
      );
    });
    try {
      return await Promise.race([run(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function boundedTest(register) {
  const test = (name, fn, timeout) => register(name, fn && bounded(fn, timeout), timeout);
  test.only = (name, fn, timeout) => register.only(name, fn && bounded(fn, timeout), timeout);
  test.skip = register.skip;
  test.todo = register.todo;
  test.each = bind(test);
  test.only.each = bind(test.only);
  test.skip.each = register.skip.each;
  return test;
}

globalThis.it = boundedTest(globalThis.it);
globalThis.test = globalThis.it;
for (const hook of ["beforeAll", "beforeEach", "afterAll", "afterEach"]) {
  const register = globalThis[hook];
  globalThis[hook] = (fn, timeout) => register(bounded(fn, timeout), timeout);
}
