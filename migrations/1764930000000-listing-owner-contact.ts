import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A private owner's listing names who to reach (decision 56): the contact the submission gave is
 * kept on the property it became, so its page shows "Listed by owner" and its inquiries reach
 * the owner. Listings already published from a submission take it from there.
 */
export class ListingOwnerContact1764930000000 implements MigrationInterface {
  name = "ListingOwnerContact1764930000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE properties
        ADD COLUMN owner_name varchar(120),
        ADD COLUMN owner_email varchar(254),
        ADD COLUMN owner_phone varchar(40)`);
    await q.query(`
      UPDATE properties p
         SET owner_name = s.contact_name, owner_email = s.contact_email, owner_phone = s.contact_phone
        FROM listing_submissions s
       WHERE s.property_id = p.id AND s.photos_for_property_id IS NULL`);
    // Manage Listings asks for a user's submissions still awaiting review.
    await q.query(`
      CREATE INDEX listing_submissions_user_undecided ON listing_submissions (user_id, created_at)
        WHERE status IN ('pending', 'held') AND photos_for_property_id IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS listing_submissions_user_undecided`);
    await q.query(`
      ALTER TABLE properties
        DROP COLUMN IF EXISTS owner_name,
        DROP COLUMN IF EXISTS owner_email,
        DROP COLUMN IF EXISTS owner_phone`);
  }
}
