// The runner of the unit, persistence and database projects (decision 110): each test file runs
// in plain Node.js in one of a few long-lived child processes, so the app's modules load and
// compile once per process rather than once per file as in jest's own sandboxed runner. The test
// itself runs as jest-light-runner runs it (its worker); this is its child-process pool, less the
// start-up handshake that could leave a process waiting for its configuration for ever: the
// configuration goes in the process's environment instead. The processes take Node's flags from
// here: the TypeScript hooks and the package's "source" condition (the import aliases to the
// TypeScript sources), so a plain `jest` command needs no flags of its own.
import pLimit from "p-limit";
import Tinypool from "tinypool";

const worker = new URL("./worker.mjs", import.meta.url);
const flags = [
  "--conditions=source",
  // A failure's stack names the TypeScript lines (the hooks inline each file's source map).
  "--enable-source-maps",
  `--import=${new URL("./register.mjs", import.meta.url).href}`,
];

export default class ProcessRunner {
  #globalConfig;
  #pools = new Map();

  constructor(globalConfig) {
    this.#globalConfig = globalConfig;
  }

  async runTests(tests, _watcher, onStart, onResult, onFailure) {
    const limit = pLimit(this.#globalConfig.maxWorkers);
    try {
      await Promise.all(
        tests.map((test) =>
          limit(() =>
            onStart(test)
              .then(() => this.#pool(test.context.config).run(test.path))
              .then((result) => onResult(test, result))
              .catch((error) => onFailure(test, error)),
          ),
        ),
      );
    } finally {
      await Promise.all([...this.#pools.values()].map((pool) => pool.destroy()));
      this.#pools.clear();
    }
  }

  #pool(projectConfig) {
    let pool = this.#pools.get(projectConfig);
    if (!pool) {
      const { maxWorkers } = this.#globalConfig;
      const workerData = {
        globalConfig: this.#globalConfig,
        projectConfig,
        runtime: "child_process",
      };
      pool = new Tinypool({
        filename: worker,
        runtime: "child_process",
        minThreads: maxWorkers,
        maxThreads: maxWorkers,
        execArgv: [...process.execArgv, ...flags],
        env: { ...process.env, OFIE_LIGHT_RUNNER_WORKER_DATA: JSON.stringify(workerData) },
        trackUnmanagedFds: false,
      });
      this.#pools.set(projectConfig, pool);
    }
    return pool;
  }
}
