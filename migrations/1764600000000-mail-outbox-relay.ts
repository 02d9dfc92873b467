import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The outbox becomes a queue a relay drains (decision 35): how often a mail was tried, when it is
 * next due (a claim pushes it forward by a lease, a failure by the backoff), and why it failed for
 * good. The partial index holds only the waiting rows, so a relay's poll stays cheap as sent mail
 * accumulates.
 */
export class MailOutboxRelay1764600000000 implements MigrationInterface {
  name = "MailOutboxRelay1764600000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_outbox
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN failed_at timestamptz,
        ADD COLUMN last_error text`);
    await q.query(`
      CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id)
        WHERE sent_at IS NULL AND failed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS mail_outbox_due_idx`);
    await q.query(`
      ALTER TABLE mail_outbox
        DROP COLUMN IF EXISTS last_error,
        DROP COLUMN IF EXISTS failed_at,
        DROP COLUMN IF EXISTS next_attempt_at,
        DROP COLUMN IF EXISTS attempts`);
  }
}
