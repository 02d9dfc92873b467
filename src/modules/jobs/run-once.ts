import { JobHeldError } from "./jobs.errors.js";
import type { JobLock } from "./jobs.ports.js";

/**
 * The job's whole run under its lock; a run that finds it held throws JobHeldError, having done
 * nothing. A run whose work returns is noted as a success unless `succeeded` says otherwise (a
 * run may end normally and still report a failure, as refresh-blog does for a broken feed).
 */
export async function runOnce<T>(
  lock: JobLock,
  job: string,
  work: () => Promise<T>,
  succeeded: (value: T) => boolean = () => true,
): Promise<T> {
  const run = await lock.runExclusive(job, async () => {
    const value = await work();
    if (succeeded(value)) await lock.recordSuccess(job);
    return value;
  });
  if (!run.ran) throw new JobHeldError(job, run.holder);
  return run.value;
}
