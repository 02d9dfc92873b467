import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Fixed-window rate-limit counters (decision 25), shared by every app process. The key is a
 * digest, so no address or e-mail is kept; UNLOGGED because a counter lost in a crash only
 * gives someone a fresh window, and it spares the write-ahead log a write per attempt.
 */
export class RateLimitCounters1764200000000 implements MigrationInterface {
  name = "RateLimitCounters1764200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_counters (
        key varchar(128) PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX rate_limit_counters_resets_at_idx ON rate_limit_counters (resets_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rate_limit_counters`);
  }
}
