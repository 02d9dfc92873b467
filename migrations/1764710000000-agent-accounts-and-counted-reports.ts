import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Authority by proof, not by a matching e-mail (issue 15, decision 43).
 *
 * - `agents.user_id`: the one account that holds an agent's powers (Manage Listings), set by an
 *   approval or a claim link. Agents approved before this had no proven account (applications
 *   were anonymous and e-mails unverified), so they start unlinked until claimed by link.
 * - `agent_registrations.user_id`: the account that applied signed in; `confirmed_at`: when the
 *   application reached the admin (at once signed in, after the e-mail link signed out). Existing
 *   applications already reached the admin: they get their created_at, so none is lost.
 * - `listing_reports.counted`: only reports of signed-in accounts with a verified e-mail take a
 *   listing out of search. No existing report can have been one (no account had proved its
 *   e-mail), so all are kept, uncounted, in the admin's queue, and the counts are recomputed.
 */
export class AgentAccountsAndCountedReports1764710000000 implements MigrationInterface {
  name = "AgentAccountsAndCountedReports1764710000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE agents ADD COLUMN user_id integer REFERENCES users(id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX agents_user_id_key ON agents (user_id)`);
    await q.query(
      `ALTER TABLE agent_registrations
         ADD COLUMN user_id integer REFERENCES users(id) ON DELETE SET NULL,
         ADD COLUMN confirmed_at timestamptz`,
    );
    await q.query(`UPDATE agent_registrations SET confirmed_at = created_at`);
    await q.query(`ALTER TABLE listing_reports ADD COLUMN counted boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE properties SET open_report_count = 0 WHERE open_report_count <> 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_reports DROP COLUMN IF EXISTS counted`);
    await q.query(
      `UPDATE properties p SET open_report_count =
         (SELECT count(DISTINCT reporter_hash) FROM listing_reports r
           WHERE r.property_id = p.id AND r.status = 'open')`,
    );
    await q.query(
      `ALTER TABLE agent_registrations DROP COLUMN IF EXISTS confirmed_at,
         DROP COLUMN IF EXISTS user_id`,
    );
    await q.query(`ALTER TABLE agents DROP COLUMN IF EXISTS user_id`);
  }
}
