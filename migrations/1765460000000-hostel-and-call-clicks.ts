import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Calls and hostels count as leads too (issue 33, decision 91).
 *
 * - `channel` may be 'call': the Call buttons of listings and hostels are counted like WhatsApp.
 * - `hostel_id`: a click on a hostel's buttons, which names no listing and no agent; deleting the
 *   hostel deletes its clicks, as deleting a listing does.
 * - A third partial unique index keeps one click per visitor, hostel and day, as the two of
 *   migration 1765420000000 do for listings and agents. A hostel's row has no agent, so the
 *   agents' index (agent_id NULL is never equal to another) never holds it back.
 * - Rows kept before have no hostel and no call: they stay as they are.
 */
export class HostelAndCallClicks1765460000000 implements MigrationInterface {
  name = "HostelAndCallClicks1765460000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE contact_clicks
        ADD COLUMN hostel_id integer REFERENCES student_hostels(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE contact_clicks DROP CONSTRAINT contact_clicks_channel_check`);
    await q.query(`
      ALTER TABLE contact_clicks ADD CONSTRAINT contact_clicks_channel_check
        CHECK (channel IN ('whatsapp', 'email', 'call'))`);
    await q.query(`
      ALTER TABLE contact_clicks ADD CONSTRAINT contact_clicks_hostel_alone
        CHECK (hostel_id IS NULL OR (property_id IS NULL AND agent_id IS NULL))`);
    await q.query(`
      CREATE UNIQUE INDEX contact_clicks_once_per_hostel
        ON contact_clicks (hostel_id, visitor_hash, day)
        WHERE hostel_id IS NOT NULL AND visitor_hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The old schema can hold neither a hostel's click nor a call.
    await q.query(`DELETE FROM contact_clicks WHERE hostel_id IS NOT NULL OR channel = 'call'`);
    await q.query(`DROP INDEX IF EXISTS contact_clicks_once_per_hostel`);
    await q.query(
      `ALTER TABLE contact_clicks DROP CONSTRAINT IF EXISTS contact_clicks_hostel_alone`,
    );
    await q.query(`ALTER TABLE contact_clicks DROP CONSTRAINT contact_clicks_channel_check`);
    await q.query(`
      ALTER TABLE contact_clicks ADD CONSTRAINT contact_clicks_channel_check
        CHECK (channel IN ('whatsapp', 'email'))`);
    await q.query(`ALTER TABLE contact_clicks DROP COLUMN IF EXISTS hostel_id`);
  }
}
