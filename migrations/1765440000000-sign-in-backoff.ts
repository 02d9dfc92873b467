import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A counter's wait (decision 86): past its limit a backoff counter, one account's wrong
 * passwords from every address, lets the next try in only after `wait_until`. NULL for every
 * other counter and for the rows already there, which keep counting as they did.
 */
export class SignInBackoff1765440000000 implements MigrationInterface {
  name = "SignInBackoff1765440000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limit_counters ADD COLUMN wait_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limit_counters DROP COLUMN IF EXISTS wait_until`);
  }
}
