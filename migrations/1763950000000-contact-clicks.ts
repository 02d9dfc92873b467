import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * WhatsApp and e-mail contact clicks, counted as leads: only the listing, its agent, the channel
 * and the time. No IP, user id or user agent, so nothing personal is kept. Plus the indexes
 * Manage Listings reads by: a user's own listings and each listing's inquiries.
 */
export class ContactClicks1763950000000 implements MigrationInterface {
  name = "ContactClicks1763950000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_clicks (
        id serial PRIMARY KEY,
        property_id integer REFERENCES properties(id) ON DELETE CASCADE,
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        channel varchar(16) NOT NULL CHECK (channel IN ('whatsapp', 'email')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX contact_clicks_property_idx ON contact_clicks (property_id, channel)`,
    );
    await q.query(`CREATE INDEX contact_clicks_created_at_idx ON contact_clicks (created_at DESC)`);
    await q.query(
      `CREATE INDEX inquiries_property_id_idx ON inquiries (property_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX properties_owner_id_idx ON properties (owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS properties_owner_id_idx`);
    await q.query(`DROP INDEX IF EXISTS inquiries_property_id_idx`);
    await q.query(`DROP TABLE IF EXISTS contact_clicks`);
  }
}
