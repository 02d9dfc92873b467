import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Photos added in Manage Listings that match another's published listing (decision 52) wait in
 * the admin's submissions queue as a held submission that names the listing it would add them
 * to. Deleting the listing drops its undecided photo changes with it.
 */
export class HeldPhotoChanges1764900000000 implements MigrationInterface {
  name = "HeldPhotoChanges1764900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE listing_submissions
        ADD COLUMN photos_for_property_id integer REFERENCES properties(id) ON DELETE CASCADE`);
    await q.query(`
      CREATE INDEX listing_submissions_photos_for ON listing_submissions (photos_for_property_id)
        WHERE photos_for_property_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_submissions DROP COLUMN IF EXISTS photos_for_property_id`);
  }
}
