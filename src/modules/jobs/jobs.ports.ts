/** What one attempt at a job got: its work's value, or the name of the run that holds the job. */
export type JobRun<T> = { ran: true; value: T } | { ran: false; holder: string | null };

/**
 * Runs a job's work only while no other run of the same job (in any process, on any machine
 * sharing the database) is running; it never waits for one (decision 36).
 */
export interface JobLock {
  runExclusive<T>(job: string, work: () => Promise<T>): Promise<JobRun<T>>;
  /**
   * Notes that a run of `job` did its work, for the operators' last-success metric (decision
   * 61). Never throws: the work is done whether or not the note could be written.
   */
  recordSuccess(job: string): Promise<void>;
}
