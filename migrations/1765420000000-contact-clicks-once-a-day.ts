import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A contact click counts once per visitor, listing (or agent) and day (issue 32, decision 84).
 *
 * - `visitor_hash`: a keyed hash of the visitor, keyed per listing and day, so no row names a
 *   person or joins another; `day`: the Africa/Accra calendar day of the click.
 * - Two partial unique indexes make the rule hold when presses race: a listing's clicks by
 *   (property, visitor, day), the agents' directory's (which have no listing) by (agent,
 *   visitor, day). The app inserts with ON CONFLICT DO NOTHING.
 * - Clicks kept before have neither: they stay, counted as they were, since a NULL hash is never
 *   equal to another and the indexes leave such rows out.
 */
export class ContactClicksOnceADay1765420000000 implements MigrationInterface {
  name = "ContactClicksOnceADay1765420000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE contact_clicks ADD COLUMN visitor_hash char(64), ADD COLUMN day date`,
    );
    await q.query(`
      ALTER TABLE contact_clicks ADD CONSTRAINT contact_clicks_visitor_and_day
        CHECK ((visitor_hash IS NULL) = (day IS NULL))`);
    await q.query(`
      CREATE UNIQUE INDEX contact_clicks_once_per_listing
        ON contact_clicks (property_id, visitor_hash, day)
        WHERE property_id IS NOT NULL AND visitor_hash IS NOT NULL`);
    await q.query(`
      CREATE UNIQUE INDEX contact_clicks_once_per_agent
        ON contact_clicks (agent_id, visitor_hash, day)
        WHERE property_id IS NULL AND visitor_hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS contact_clicks_once_per_agent`);
    await q.query(`DROP INDEX IF EXISTS contact_clicks_once_per_listing`);
    await q.query(
      `ALTER TABLE contact_clicks DROP CONSTRAINT IF EXISTS contact_clicks_visitor_and_day`,
    );
    await q.query(`ALTER TABLE contact_clicks DROP COLUMN IF EXISTS day`);
    await q.query(`ALTER TABLE contact_clicks DROP COLUMN IF EXISTS visitor_hash`);
  }
}
