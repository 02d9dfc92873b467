import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One person, one voice (issue 32, decision 82).
 *
 * - `users.email_key`: the account's mailbox key, unique, so `mallory+2@` cannot sign up beside
 *   `mallory+1@`. Computed here in SQL by the rule of src/modules/accounts/mailbox.ts as it was
 *   when this was written (tests/persistence/mailbox-keys-migration.test.ts holds the two
 *   together). Accounts that already shared a mailbox all stay: the oldest holds the key, each
 *   later one `<key>#<id>`, so none can be signed up again and none is locked out.
 * - `listing_reports.mailbox_hash` and `network_hash`: keyed hashes of the reporter's mailbox and
 *   network, so a listing is hidden only by distinct people. A report made before has neither on
 *   record: it is taken as a person of its own, as it was counted when made.
 */
export class MailboxKeys1765400000000 implements MigrationInterface {
  name = "MailboxKeys1765400000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_key text`);
    await q.query(`
      WITH folded AS (
        SELECT id, created_at, btrim(normalize(lower(normalize(email, NFKC)), NFKC)) AS f FROM users
      ), split AS (
        SELECT id, created_at, f,
               substring(f from '^(.+)@[^@]*$') AS local,
               rtrim(substring(f from '^.+@([^@]*)$'), '.') AS typed_domain
          FROM folded
      ), keyed AS (
        SELECT id, created_at,
               CASE WHEN local IS NULL THEN f ELSE
                 (CASE WHEN domain = 'gmail.com' THEN replace(untagged, '.', '') ELSE untagged END)
                 || '@' || domain
               END AS key
          FROM (SELECT id, created_at, f, local,
                       CASE WHEN typed_domain = 'googlemail.com' THEN 'gmail.com' ELSE typed_domain END AS domain,
                       CASE WHEN strpos(local, '+') > 1 THEN left(local, strpos(local, '+') - 1) ELSE local END AS untagged
                  FROM split) parts
      ), ranked AS (
        SELECT id, key, row_number() OVER (PARTITION BY key ORDER BY created_at, id) AS rank FROM keyed
      )
      UPDATE users u
         SET email_key = r.key || CASE WHEN r.rank > 1 THEN '#' || u.id ELSE '' END
        FROM ranked r
       WHERE r.id = u.id
    `);
    await q.query(`ALTER TABLE users ALTER COLUMN email_key SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX users_email_key_unique ON users (email_key)`);

    await q.query(`ALTER TABLE listing_reports ADD COLUMN mailbox_hash char(64)`);
    await q.query(`ALTER TABLE listing_reports ADD COLUMN network_hash char(64)`);
    await q.query(
      `UPDATE listing_reports SET mailbox_hash = reporter_hash, network_hash = reporter_hash`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_reports DROP COLUMN IF EXISTS network_hash`);
    await q.query(`ALTER TABLE listing_reports DROP COLUMN IF EXISTS mailbox_hash`);
    await q.query(`DROP INDEX IF EXISTS users_email_key_unique`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email_key`);
  }
}
