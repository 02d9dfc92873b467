import { JobHeldError } from "./jobs.errors.js";
import type { JobLock } from "./jobs.ports.js";

/** The job's whole run under its lock; a run that finds it held throws JobHeldError, having done nothing. */
export async function runOnce<T>(lock: JobLock, job: string, work: () => Promise<T>): Promise<T> {
  const run = await lock.runExclusive(job, work);
  if (!run.ran) throw new JobHeldError(job, run.holder);
  return run.value;
}
