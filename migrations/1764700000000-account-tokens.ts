import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Proof of an e-mail address (issue 15). `users.email_verified_at` says an account has proved its
 * address. `account_tokens` holds the links we mail: only a SHA-256 of each token is stored, so a
 * copy of the database cannot verify, reset or confirm anything; `used_at` makes a link single-use.
 * `email` is the address the link proves (for a change of address, the new one).
 * Accounts made before this had no proof: they start unverified and can ask for a link.
 */
export class AccountTokens1764700000000 implements MigrationInterface {
  name = "AccountTokens1764700000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`
      CREATE TABLE account_tokens (
        id serial PRIMARY KEY,
        purpose varchar(40) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        application_id integer REFERENCES agent_registrations(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose)`);
    await q.query(
      `CREATE INDEX account_tokens_application_idx ON account_tokens (application_id, purpose)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS account_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email_verified_at`);
  }
}
