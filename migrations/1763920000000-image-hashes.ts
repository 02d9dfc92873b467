import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Perceptual hashes of listing photos (decision 14), and the matches that hold a listing
 * submission for review when its photo is already another agent's listing photo.
 */
export class ImageHashes1763920000000 implements MigrationInterface {
  name = "ImageHashes1763920000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE listing_submissions DROP CONSTRAINT IF EXISTS listing_submissions_status_check`,
    );
    await q.query(
      `ALTER TABLE listing_submissions ADD CONSTRAINT listing_submissions_status_check
         CHECK (status IN ('pending', 'held', 'approved', 'rejected'))`,
    );
    // One row per photo of a property or of a submission (never both): the photo belongs to
    // whoever manages that listing, read through the join so it never goes stale.
    await q.query(`
      CREATE TABLE image_hashes (
        id serial PRIMARY KEY,
        image_url text NOT NULL,
        hash bigint NOT NULL,
        property_id integer REFERENCES properties(id) ON DELETE CASCADE,
        submission_id integer REFERENCES listing_submissions(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (num_nonnulls(property_id, submission_id) = 1)
      )`);
    await q.query(
      `CREATE INDEX image_hashes_property_idx ON image_hashes (property_id, image_url)`,
    );
    await q.query(`CREATE INDEX image_hashes_submission_idx ON image_hashes (submission_id)`);
    await q.query(`
      CREATE TABLE listing_photo_matches (
        id serial PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES listing_submissions(id) ON DELETE CASCADE,
        image_url text NOT NULL,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        matched_image_url text NOT NULL,
        distance smallint NOT NULL CHECK (distance BETWEEN 0 AND 64)
      )`);
    await q.query(
      `CREATE INDEX listing_photo_matches_submission_idx ON listing_photo_matches (submission_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_photo_matches`);
    await q.query(`DROP TABLE IF EXISTS image_hashes`);
    await q.query(`UPDATE listing_submissions SET status = 'pending' WHERE status = 'held'`);
    await q.query(
      `ALTER TABLE listing_submissions DROP CONSTRAINT IF EXISTS listing_submissions_status_check`,
    );
    await q.query(
      `ALTER TABLE listing_submissions ADD CONSTRAINT listing_submissions_status_check
         CHECK (status IN ('pending', 'approved', 'rejected'))`,
    );
  }
}
