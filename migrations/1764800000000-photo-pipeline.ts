import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The photos waiting for their WebP sizes (issue 17, decision 50). An upload stores its original
 * privately and a row here in the use case's transaction; a worker claims the row (a lease, so
 * two workers never make the same photo), makes the sizes outside any transaction, then marks it
 * ready and deletes the original. `colour` is the placeholder served until then.
 */
export class PhotoPipeline1764800000000 implements MigrationInterface {
  name = "PhotoPipeline1764800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE photos (
        key char(32) PRIMARY KEY,
        original_name text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        colour char(7) NOT NULL,
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'ready', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX photos_waiting ON photos (next_attempt_at) WHERE status = 'waiting'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS photos`);
  }
}
