import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Session ids stored hashed (issue 15): a row is keyed by the SHA-256 (hex) of the cookie's id,
 * so reading the table gives no id that signs anyone in. Existing rows are converted in place,
 * so nobody is signed out. `sha256()` is built into PostgreSQL 11+ and PGlite. The index on the
 * account lets a password reset end all of an account's sessions without reading every row.
 */
export class HashedSessionIds1764720000000 implements MigrationInterface {
  name = "HashedSessionIds1764720000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex')`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions ((data->>'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A hash cannot be turned back into the id its cookie holds: every session ends.
    await q.query(`DROP INDEX IF EXISTS sessions_user_idx`);
    await q.query(`DELETE FROM sessions`);
  }
}
