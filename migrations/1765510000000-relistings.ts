import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Re-listings (decision 102): a listing, or the submission that becomes it, linked to an earlier
 * listing of the same place, with the evidence — the nearest pair of matching photos, or how many
 * metres apart two listings of the same type and bedrooms are — and the link's state: linked,
 * disputed by the listing's owner or agent, upheld or removed by the admin.
 *
 * - A submission's links keep `submission_id` when approval gives them `property_id`: the admin
 *   saw them in moderation, the visitor reads them on the listing.
 * - Listings kept before are not linked to each other here: a link changes what visitors read
 *   (days on the market) and should come from the check a listing goes through, not appear on an
 *   old listing its owner was never told about. A listing kept before can be the earlier one of a
 *   new listing.
 * - Visitors read links through a listing's history, so a write notifies the read cache as a
 *   write to `properties` does (migration 1764050000000).
 */
export class Relistings1765510000000 implements MigrationInterface {
  name = "Relistings1765510000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE listing_relistings (
        id serial PRIMARY KEY,
        submission_id integer REFERENCES listing_submissions(id) ON DELETE CASCADE,
        property_id integer REFERENCES properties(id) ON DELETE CASCADE,
        earlier_property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        photo_url text,
        earlier_photo_url text,
        photo_distance smallint CHECK (photo_distance BETWEEN 0 AND 64),
        place_metres real CHECK (place_metres >= 0),
        state varchar(10) NOT NULL DEFAULT 'linked'
          CHECK (state IN ('linked', 'disputed', 'upheld', 'removed')),
        detected_at timestamptz NOT NULL DEFAULT now(),
        disputed_by integer REFERENCES users(id) ON DELETE SET NULL,
        disputed_at timestamptz,
        dispute_reason varchar(500),
        decided_by varchar(100),
        decided_at timestamptz,
        decision_reason varchar(500),
        CONSTRAINT listing_relistings_of_a_listing
          CHECK (num_nonnulls(submission_id, property_id) >= 1),
        CONSTRAINT listing_relistings_not_itself
          CHECK (property_id IS DISTINCT FROM earlier_property_id),
        CONSTRAINT listing_relistings_photo_pair
          CHECK (num_nulls(photo_url, earlier_photo_url, photo_distance) IN (0, 3)),
        CONSTRAINT listing_relistings_evidence
          CHECK (photo_distance IS NOT NULL OR place_metres IS NOT NULL),
        CONSTRAINT listing_relistings_disputed_dated
          CHECK ((state = 'disputed') <= (disputed_at IS NOT NULL)),
        CONSTRAINT listing_relistings_decided_dated
          CHECK ((state IN ('upheld', 'removed')) = (decided_at IS NOT NULL)),
        UNIQUE (submission_id, earlier_property_id),
        UNIQUE (property_id, earlier_property_id)
      )`);
    await q.query(
      `CREATE INDEX listing_relistings_earlier_idx ON listing_relistings (earlier_property_id)`,
    );
    await q.query(
      `CREATE INDEX listing_relistings_disputed_idx ON listing_relistings (disputed_at)
         WHERE state = 'disputed'`,
    );
    await q.query(`
      CREATE TRIGGER listing_relistings_catalogue_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_relistings
        FOR EACH STATEMENT EXECUTE FUNCTION ofie_catalogue_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_relistings`);
  }
}
