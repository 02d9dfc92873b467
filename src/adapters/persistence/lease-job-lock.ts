import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { JobLock, JobRun } from "../../modules/jobs/index.js";
import type { Logger } from "../../shared/ports.js";
import { jobHolder, since } from "./job-holder.js";
import { SqlJobRuns } from "./job-runs.js";
import { int, rowParser, text, timestamp } from "./row-parser.js";

const holderRow = rowParser("job lease holder", { holder: text, acquired_at: timestamp });
const renewedRow = rowParser("renewed job lease", { renewed: int });

export interface LeaseTiming {
  /** How often a running job renews its lease. */
  heartbeatMs: number;
  /** A lease not renewed for this long belongs to a run that died: the next run takes it over. */
  staleAfterMs: number;
}

/**
 * Fifteen-second heartbeats; two minutes of silence makes a lease stale. A heartbeat queues behind
 * the job's own transaction on the embedded database's one connection, so the bound leaves room
 * for a long one; a crashed run delays the next by two minutes at most.
 */
export const LEASE_TIMING: LeaseTiming = { heartbeatMs: 15_000, staleAfterMs: 120_000 };

/**
 * On the embedded database (decision 36): every client shares PGlite's one backend session, so
 * session advisory locks exclude nobody there. A row in job_leases does: taken by one atomic
 * upsert that only succeeds on a missing or stale lease, renewed while the job runs, deleted at
 * the end. Times are the database's, so clocks of different machines never disagree.
 */
export class LeaseJobLock implements JobLock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly timing: LeaseTiming = LEASE_TIMING,
  ) {}

  async runExclusive<T>(job: string, work: () => Promise<T>): Promise<JobRun<T>> {
    // The token tells this run's lease from a later holder's, even one in the same process.
    const token = randomUUID();
    const taken: unknown[] = await this.dataSource.query(
      `INSERT INTO job_leases AS l (name, holder, token, acquired_at, heartbeat_at)
       VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (name) DO UPDATE
          SET holder = EXCLUDED.holder, token = EXCLUDED.token, acquired_at = now(), heartbeat_at = now()
        WHERE l.heartbeat_at < now() - make_interval(secs => $4)
       RETURNING l.name`,
      [job, jobHolder(), token, this.timing.staleAfterMs / 1000],
    );
    if (taken.length === 0) return { ran: false, holder: await this.holderOf(job) };

    const heartbeat = setInterval(() => void this.renew(job, token), this.timing.heartbeatMs);
    heartbeat.unref();
    try {
      return { ran: true, value: await work() };
    } finally {
      clearInterval(heartbeat);
      try {
        await this.dataSource.query("DELETE FROM job_leases WHERE name = $1 AND token = $2", [
          job,
          token,
        ]);
      } catch (error) {
        // Not fatal: the lease goes stale and the next run takes it over.
        this.logger.warn({ job, err: error }, "job lease: could not delete it; it will go stale");
      }
    }
  }

  recordSuccess(job: string): Promise<void> {
    return new SqlJobRuns(this.dataSource, this.logger).recordSuccess(job);
  }

  private async holderOf(job: string): Promise<string | null> {
    const row = holderRow.first(
      await this.dataSource.query("SELECT holder, acquired_at FROM job_leases WHERE name = $1", [
        job,
      ]),
    );
    return row ? `${row.holder} since ${since(row.acquired_at)}` : null;
  }

  private async renew(job: string, token: string): Promise<void> {
    try {
      const rows: unknown[] = await this.dataSource.query(
        `WITH renewed AS (
           UPDATE job_leases SET heartbeat_at = now() WHERE name = $1 AND token = $2 RETURNING 1
         ) SELECT count(*)::int AS renewed FROM renewed`,
        [job, token],
      );
      const row = renewedRow.first(rows);
      if (!row?.renewed) {
        this.logger.warn({ job }, "job lease lost (taken over as stale); the run goes on");
      }
    } catch (error) {
      this.logger.warn({ job, err: error }, "job lease: heartbeat failed");
    }
  }
}
