import type { Worker } from "node:cluster";

/** How many processes serve HTTP, and why fewer than asked for when so. */
export interface WorkerPlan {
  workers: number;
  /** Said in the log when the plan overrides WEB_CONCURRENCY. */
  refused?: string;
}

/**
 * WEB_CONCURRENCY, else one worker per CPU in production and one in development and tests.
 * The embedded PGlite database lets only one process open DATA_DIR, so without DATABASE_URL
 * the app keeps to one process whatever was asked (decision 21).
 */
export function workerPlan(env: NodeJS.ProcessEnv, cpus: number): WorkerPlan {
  const text = env.WEB_CONCURRENCY?.trim();
  let workers = env.NODE_ENV === "production" ? Math.max(1, cpus) : 1;
  if (text) {
    workers = Number(text);
    if (!Number.isInteger(workers) || workers < 1) {
      throw new Error(`WEB_CONCURRENCY: expected a whole number of at least 1, got "${text}"`);
    }
  }
  if (workers > 1 && !env.DATABASE_URL) {
    return {
      workers: 1,
      refused: `${workers} workers (WEB_CONCURRENCY, or one per CPU in production) need DATABASE_URL: the embedded database opens in one process only; serving with 1`,
    };
  }
  return { workers };
}

/**
 * What a worker's environment adds to the primary's (decision 32): glibc's malloc with two
 * arenas instead of one per thread that ever allocated (libuv's pool compresses and hashes), and
 * V8's young generation at 4 MB semi-spaces instead of 16. Together about 35 MB less per worker
 * under writes, for about a tenth of the throughput. Settings the operator gave are kept.
 */
export function workerEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const added: Record<string, string> = {};
  if (env.MALLOC_ARENA_MAX === undefined) added.MALLOC_ARENA_MAX = "2";
  const nodeOptions = env.NODE_OPTIONS ?? "";
  if (!nodeOptions.includes("--max-semi-space-size")) {
    added.NODE_OPTIONS = `${nodeOptions} --max-semi-space-size=4`.trim();
  }
  return added;
}

/** The parts of node:cluster the primary uses, so a test can hand in a fake. */
export interface ClusterLike {
  isPrimary: boolean;
  fork(env?: Record<string, string>): Worker;
  on(event: "exit", listener: (worker: Worker, code: number, signal: string) => void): unknown;
}

export interface ClusterSteps<App> {
  /** Opens the database, migrates it and seeds a first start: run once, in the primary. */
  prepare(): Promise<App>;
  /** Opens the already migrated database (in a worker). */
  open(): Promise<App>;
  /** Listens; resolves once serving, with the function that stops serving and closes the app. */
  serve(app: App): Promise<() => Promise<void>>;
  close(app: App): Promise<void>;
  log(message: string, fields?: object): void;
  /** Pause before replacing a dead worker, so a worker that cannot start does not spin the CPU. */
  restartDelayMs?: number;
  /** Added to each worker's environment (workerEnv). */
  workerEnv?: Record<string, string>;
}

/**
 * One process: prepare, then serve. Several: the primary prepares (migrations and the first
 * seed run once, never raced by workers), lets go of the database, forks the workers and
 * replaces one that dies; each worker opens the database without migrating and serves.
 * Returns a stop function for the primary's signal handler.
 */
export async function startProcesses<App>(
  plan: WorkerPlan,
  cluster: ClusterLike,
  steps: ClusterSteps<App>,
): Promise<() => Promise<void>> {
  if (!cluster.isPrimary) {
    return steps.serve(await steps.open());
  }
  if (plan.refused) steps.log(plan.refused);
  const app = await steps.prepare();
  if (plan.workers === 1) return steps.serve(app);
  await steps.close(app);
  const workers = new Set<Worker>();
  let stopping = false;
  const fork = () => workers.add(cluster.fork(steps.workerEnv));
  cluster.on("exit", (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) return;
    steps.log("a worker died; starting another", { pid: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!stopping) fork();
    }, steps.restartDelayMs ?? 1000);
  });
  for (let i = 0; i < plan.workers; i++) fork();
  steps.log(`primary forked ${plan.workers} workers`);
  // The signal goes to each worker's process as it is: worker.kill() would first disconnect the
  // worker, whose servers node:cluster then closes itself, cutting idle keep-alive connections
  // before their waiting requests are read. Each worker stops as a single process does.
  return async () => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.process.exitCode !== null || worker.process.signalCode !== null) {
              resolve();
              return;
            }
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
  };
}
