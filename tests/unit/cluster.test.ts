import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import { type ClusterLike, startProcesses, workerEnv, workerPlan } from "#src/cluster.js";

describe("workerPlan", () => {
  const server = "postgres://postgres@127.0.0.1:5432/ofie";

  it("uses every CPU in production and one process in development and tests", () => {
    expect(workerPlan({ NODE_ENV: "production", DATABASE_URL: server }, 2)).toEqual({ workers: 2 });
    expect(workerPlan({ NODE_ENV: "development", DATABASE_URL: server }, 2)).toEqual({
      workers: 1,
    });
    expect(workerPlan({ NODE_ENV: "test", DATABASE_URL: server }, 8)).toEqual({ workers: 1 });
  });

  it("follows WEB_CONCURRENCY and refuses a number that is not a whole one of at least 1", () => {
    expect(workerPlan({ WEB_CONCURRENCY: "3", DATABASE_URL: server }, 2)).toEqual({ workers: 3 });
    expect(workerPlan({ NODE_ENV: "production", WEB_CONCURRENCY: "1" }, 2)).toEqual({
      workers: 1,
    });
    for (const bad of ["0", "-2", "two", "1.5"]) {
      expect(() => workerPlan({ WEB_CONCURRENCY: bad }, 2)).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it("refuses cluster mode on the embedded PGlite database (no DATABASE_URL) and says why", () => {
    const plan = workerPlan({ NODE_ENV: "production", WEB_CONCURRENCY: "4" }, 2);
    expect(plan.workers).toBe(1);
    expect(plan.refused).toMatch(/DATABASE_URL.*embedded database/);
    expect(workerPlan({ NODE_ENV: "production" }, 2).workers).toBe(1);
  });
});

describe("workerEnv", () => {
  it("adds two malloc arenas and 4 MB semi-spaces, after the operator's own NODE_OPTIONS", () => {
    expect(workerEnv({})).toEqual({
      MALLOC_ARENA_MAX: "2",
      NODE_OPTIONS: "--max-semi-space-size=4",
    });
    expect(workerEnv({ NODE_OPTIONS: "--enable-source-maps" }).NODE_OPTIONS).toBe(
      "--enable-source-maps --max-semi-space-size=4",
    );
  });

  it("leaves settings the operator gave alone", () => {
    expect(workerEnv({ MALLOC_ARENA_MAX: "8", NODE_OPTIONS: "--max-semi-space-size=32" })).toEqual(
      {},
    );
  });
});

/** A node:cluster stand-in: fork() hands out workers that can be made to die. */
function fakeCluster(isPrimary: boolean) {
  const emitter = new EventEmitter();
  const forked: Worker[] = [];
  const envs: Array<Record<string, string> | undefined> = [];
  const cluster: ClusterLike = {
    isPrimary,
    fork(env) {
      envs.push(env);
      // The primary signals the worker's process itself (see startProcesses' stop).
      const worker = Object.assign(new EventEmitter(), {
        process: {
          pid: 1000 + forked.length,
          exitCode: null,
          signalCode: null,
          kill: () => {
            worker.emit("exit");
            emitter.emit("exit", worker, 0, "SIGTERM");
          },
        },
      }) as unknown as Worker;
      forked.push(worker);
      return worker;
    },
    on: (event, listener) => emitter.on(event, listener),
  };
  const die = (worker: Worker) => emitter.emit("exit", worker, 1, null);
  return { cluster, forked, die, envs };
}

function steps() {
  const calls: string[] = [];
  const record = <T>(call: string, value: T) => {
    calls.push(call);
    return value;
  };
  return {
    calls,
    steps: {
      prepare: async () => record("prepare (migrate + seed)", "app"),
      open: async () => record("open without migrating", "app"),
      serve: async () => record("serve", async () => void calls.push("stop")),
      close: async () => void calls.push("close"),
      log: (message: string) => void calls.push(`log: ${message}`),
      restartDelayMs: 0,
    },
  };
}

describe("startProcesses", () => {
  it("a primary of two workers migrates once, lets go of the database, then forks", async () => {
    const { cluster, forked } = fakeCluster(true);
    const { calls, steps: s } = steps();
    await startProcesses({ workers: 2 }, cluster, s);
    expect(calls).toEqual(["prepare (migrate + seed)", "close", "log: primary forked 2 workers"]);
    expect(forked).toHaveLength(2);
  });

  it("a worker opens the database without migrating and serves", async () => {
    const { cluster, forked } = fakeCluster(false);
    const { calls, steps: s } = steps();
    await startProcesses({ workers: 2 }, cluster, s);
    expect(calls).toEqual(["open without migrating", "serve"]);
    expect(forked).toHaveLength(0);
  });

  it("one process prepares and serves itself; a refused cluster says so first", async () => {
    const { cluster, forked } = fakeCluster(true);
    const { calls, steps: s } = steps();
    const stop = await startProcesses({ workers: 1, refused: "no cluster" }, cluster, s);
    await stop();
    expect(calls).toEqual(["log: no cluster", "prepare (migrate + seed)", "serve", "stop"]);
    expect(forked).toHaveLength(0);
  });

  it("forks every worker, a replacement too, with the memory settings of decision 32", async () => {
    const { cluster, forked, die, envs } = fakeCluster(true);
    const { steps: s } = steps();
    const added = workerEnv({});
    await startProcesses({ workers: 2 }, cluster, { ...s, workerEnv: added });
    die(forked[0]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(envs).toEqual([added, added, added]);
  });

  it("replaces a worker that dies, but not the ones stopped on shutdown", async () => {
    const { cluster, forked, die } = fakeCluster(true);
    const { steps: s } = steps();
    const stop = await startProcesses({ workers: 2 }, cluster, s);
    die(forked[0]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(forked).toHaveLength(3);
    await stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(forked).toHaveLength(3);
  });
});
