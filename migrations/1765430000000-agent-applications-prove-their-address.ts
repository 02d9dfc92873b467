import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * An agent application reaches the admin only with a proved address (issue 32, decision 85).
 *
 * Pending applications that reached the admin without one go back to wait for a link to their
 * address, which the next start mails (`address_link_due`, cleared as it is queued):
 * - made signed in, by an account whose address was not verified or was not the application's.
 *   The comparison is of the address in any case, not the mailbox key: a `+tag` form of the
 *   account's own verified mailbox is sent a link too, one press, rather than write the key's
 *   rule a third time in SQL;
 * - made signed out before applications had links: migration 1764710000000 gave them
 *   `confirmed_at = created_at`, which a pressed link never does.
 * Decided applications stay as they were: their agents exist (decision 85 says how to find them).
 */
export class AgentApplicationsProveTheirAddress1765430000000 implements MigrationInterface {
  name = "AgentApplicationsProveTheirAddress1765430000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE agent_registrations ADD COLUMN address_link_due boolean NOT NULL DEFAULT false`,
    );
    await q.query(`
      UPDATE agent_registrations r
         SET confirmed_at = NULL, address_link_due = true
       WHERE r.status = 'pending' AND r.confirmed_at IS NOT NULL
         AND CASE WHEN r.user_id IS NULL THEN r.confirmed_at = r.created_at
                  ELSE NOT EXISTS (
                    SELECT 1 FROM users u
                     WHERE u.id = r.user_id AND u.email_verified_at IS NOT NULL
                       AND lower(btrim(u.email)) = lower(btrim(r.email)))
             END`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The applications sent back stay waiting for their links, which still work.
    await q.query(`ALTER TABLE agent_registrations DROP COLUMN IF EXISTS address_link_due`);
  }
}
