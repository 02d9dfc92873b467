/** A job's work that runs until the test lets it finish. */
export function heldWork() {
  let finish: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const work = () =>
    new Promise<string>((resolve) => {
      started();
      finish = () => resolve("done");
    });
  return { work, running, finish: () => finish() };
}
