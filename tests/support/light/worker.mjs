// A test process of runner.mjs: jest-light-runner's worker, given its configuration from the
// environment the runner started it with (and not passed on to what the tests start).
const lightRunner = import.meta.resolve("jest-light-runner");
const { default: run, setWorkerData } = await import(new URL("./worker-runner.js", lightRunner));

setWorkerData(JSON.parse(process.env.OFIE_LIGHT_RUNNER_WORKER_DATA));
delete process.env.OFIE_LIGHT_RUNNER_WORKER_DATA;

export default run;
