import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When each scheduled job last did its work (decision 61): one row per job, moved at the end of
 * every successful run, read by /metrics. Cron runs in processes that do not serve /metrics, so
 * the database is where a server learns of them.
 */
export class JobRuns1765061000000 implements MigrationInterface {
  name = "JobRuns1765061000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_runs (
        name text PRIMARY KEY,
        last_success_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_runs`);
  }
}
