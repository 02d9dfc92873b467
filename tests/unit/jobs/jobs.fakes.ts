import type { JobLock, JobRun } from "#modules/jobs/jobs.ports.js";

/** One process's memory of held jobs: what the database adapters do across processes. */
export class FakeJobLock implements JobLock {
  readonly held = new Map<string, string>();
  /** The jobs whose runs were noted as successes, in order. */
  readonly successes: string[] = [];

  async runExclusive<T>(job: string, work: () => Promise<T>): Promise<JobRun<T>> {
    const holder = this.held.get(job);
    if (holder !== undefined) return { ran: false, holder };
    this.held.set(job, "test pid 1");
    try {
      return { ran: true, value: await work() };
    } finally {
      this.held.delete(job);
    }
  }

  async recordSuccess(job: string): Promise<void> {
    this.successes.push(job);
  }
}
