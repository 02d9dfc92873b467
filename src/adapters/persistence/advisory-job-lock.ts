import { createHash } from "node:crypto";
import type { DataSource, QueryRunner } from "typeorm";
import type { JobLock, JobRun } from "../../modules/jobs/jobs.ports.js";
import type { Logger } from "../../shared/ports.js";
import { jobHolder, since } from "./job-holder.js";
import { SqlJobRuns } from "./job-runs.js";

/** What the winner's connection calls itself, so a loser can name it (PostgreSQL keeps 63 bytes). */
const LABEL = "ofie job ";

/**
 * A job's stable 64-bit advisory key: the first 8 bytes of sha256("ofie.job:" + name). pg_locks
 * shows such a key as its high half in `classid` and its low half in `objid`.
 */
export function advisoryKey(job: string): { key: string; high: number; low: number } {
  const digest = createHash("sha256").update(`ofie.job:${job}`).digest();
  return {
    key: digest.readBigInt64BE(0).toString(),
    high: digest.readUInt32BE(0),
    low: digest.readUInt32BE(4),
  };
}

/**
 * On a PostgreSQL server (decision 36): pg_try_advisory_lock on a connection of the job's own,
 * held for the whole run. The lock belongs to that session, so a run that crashes or loses its
 * connection frees the job at once; nothing is left to clean up.
 */
export class AdvisoryJobLock implements JobLock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  async runExclusive<T>(job: string, work: () => Promise<T>): Promise<JobRun<T>> {
    const { key, high, low } = advisoryKey(job);
    const runner = this.dataSource.createQueryRunner();
    let broken: unknown;
    try {
      const [row] = await runner.query("SELECT pg_try_advisory_lock($1::bigint) AS locked", [key]);
      if (!row?.locked) return { ran: false, holder: await holderOf(runner, high, low) };
      try {
        await runner.query("SELECT set_config('application_name', $1, false)", [
          `${LABEL}${jobHolder()} since ${since(new Date())}`.slice(0, 63),
        ]);
        return { ran: true, value: await work() };
      } finally {
        try {
          await runner.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
          await runner.query("RESET application_name");
        } catch (error) {
          // The session is gone or unusable: close it rather than pool it (its lock dies with it).
          broken = error;
          this.logger.warn({ job, err: error }, "job lock: unlock failed; closing its connection");
        }
      }
    } finally {
      await release(runner, broken);
    }
  }

  recordSuccess(job: string): Promise<void> {
    return new SqlJobRuns(this.dataSource, this.logger).recordSuccess(job);
  }
}

/** The session holding the key in this database: our label when it is one of ours. */
async function holderOf(runner: QueryRunner, high: number, low: number): Promise<string | null> {
  const rows: { pid: number; name: string | null; addr: string | null }[] = await runner.query(
    `SELECT l.pid, a.application_name AS name, host(a.client_addr) AS addr
       FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.classid = $1::bigint::oid AND l.objid = $2::bigint::oid
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [high, low],
  );
  const [row] = rows;
  if (!row) return null; // released in between
  if (row.name?.startsWith(LABEL)) return row.name.slice(LABEL.length);
  return `PostgreSQL backend pid ${row.pid}${row.addr ? ` from ${row.addr}` : ""}`;
}

async function release(runner: QueryRunner, broken: unknown): Promise<void> {
  const pg = runner as QueryRunner & { releasePostgresConnection?(err?: unknown): Promise<void> };
  if (broken && pg.releasePostgresConnection) await pg.releasePostgresConnection(broken);
  else await runner.release();
}
