import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Leases of the jobs that must run once (decision 36), used on the embedded database, where every
 * client shares one session and advisory locks exclude nobody. One row per running job: `token`
 * tells this run's lease from a later holder's; `heartbeat_at` older than the stale bound means
 * its run died and the next one takes it over.
 */
export class JobLeases1764610000000 implements MigrationInterface {
  name = "JobLeases1764610000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_leases (
        name text PRIMARY KEY,
        holder text NOT NULL,
        token text NOT NULL,
        acquired_at timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_leases`);
  }
}
