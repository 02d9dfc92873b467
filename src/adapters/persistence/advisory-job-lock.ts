import { createHash } from "node:crypto";
import type pg from "pg";
import type { DataSource } from "typeorm";
import type { JobLock, JobRun } from "../../modules/jobs/index.js";
import type { Logger } from "../../shared/ports.js";
import { jobHolder, since } from "./job-holder.js";
import { SqlJobRuns } from "./job-runs.js";
import { bool, int, nullable, rowParser, text } from "./row-parser.js";

/** What the winner's connection calls itself, so a loser can name it (PostgreSQL keeps 63 bytes). */
const LABEL = "ofie job ";

const lockedRow = rowParser("advisory lock try", { locked: bool });
const holderRow = rowParser("advisory lock holder", {
  pid: int,
  name: nullable(text),
  addr: nullable(text),
});

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
 * On a PostgreSQL server (decisions 36 and 59): pg_try_advisory_xact_lock in a transaction left
 * open for the whole run, on a connection of the job's own. A transaction pooler keeps that
 * transaction on one server connection, where a session lock would stay behind on whichever
 * connection the pooler lent next. A run that crashes or loses its connection ends the
 * transaction, and the lock with it; nothing is left to clean up.
 */
export class AdvisoryJobLock implements JobLock {
  constructor(
    private readonly connect: () => Promise<pg.Client>,
    /** The pool, where job_runs notes a finished run (decision 61). */
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  async runExclusive<T>(job: string, work: () => Promise<T>): Promise<JobRun<T>> {
    const { key, high, low } = advisoryKey(job);
    const client = await this.connect();
    // Every way out ends the transaction before the connection, so a pooler can reuse its side.
    let end = "ROLLBACK";
    try {
      await client.query("BEGIN");
      // Named before the lock is tried: a loser that finds the lock then always finds the name
      // too (named after, a loser in between saw only a backend pid). Local to the transaction,
      // so the name goes with the lock, and a run that loses drops it at its ROLLBACK.
      await client.query("SELECT set_config('application_name', $1, true)", [
        `${LABEL}${jobHolder()} since ${since(new Date())}`.slice(0, 63),
      ]);
      const { rows } = await client.query(
        "SELECT pg_try_advisory_xact_lock($1::bigint) AS locked",
        [key],
      );
      if (!lockedRow.first(rows)?.locked)
        return { ran: false, holder: await holderOf(client, high, low) };
      const value = await work();
      end = "COMMIT";
      return { ran: true, value };
    } finally {
      await client.query(end).catch((error: unknown) => {
        // The connection, and so the lock, was lost during the run; the run itself is over.
        this.logger.warn({ job, err: error }, "job lock: its connection was lost during the run");
      });
      await client.end().catch(() => {});
    }
  }

  recordSuccess(job: string): Promise<void> {
    return new SqlJobRuns(this.dataSource, this.logger).recordSuccess(job);
  }
}

/** The session holding the key in this database: our label when it is one of ours. */
async function holderOf(client: pg.Client, high: number, low: number): Promise<string | null> {
  const { rows } = await client.query(
    `SELECT l.pid, a.application_name AS name, host(a.client_addr) AS addr
       FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.classid = $1::bigint::oid AND l.objid = $2::bigint::oid
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [high, low],
  );
  const row = holderRow.first(rows);
  if (!row) return null; // released in between
  if (row.name?.startsWith(LABEL)) return row.name.slice(LABEL.length);
  return `PostgreSQL backend pid ${row.pid}${row.addr ? ` from ${row.addr}` : ""}`;
}
