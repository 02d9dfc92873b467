import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Listings expire unless confirmed (decision 13); visitors report listings for moderation.
 * Existing listings start a fresh 60-day period: nobody has been asked to confirm them yet.
 */
export class ListingFreshnessAndReports1763910000000 implements MigrationInterface {
  name = "ListingFreshnessAndReports1763910000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE properties
        ADD COLUMN last_confirmed_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now() + interval '60 days',
        ADD COLUMN published boolean NOT NULL DEFAULT true,
        ADD COLUMN open_report_count integer NOT NULL DEFAULT 0 CHECK (open_report_count >= 0)`);
    await q.query(`CREATE INDEX properties_expires_at_idx ON properties (expires_at)`);

    await q.query(`
      CREATE TABLE listing_reports (
        id serial PRIMARY KEY,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        reason varchar(20) NOT NULL
          CHECK (reason IN ('scam', 'let-or-sold', 'wrong-price', 'duplicate', 'other')),
        note varchar(1000),
        reporter_hash char(64) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'upheld')),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX listing_reports_open_idx ON listing_reports (property_id, created_at) WHERE status = 'open'`,
    );

    await q.query(`
      CREATE TABLE listing_confirmations (
        id serial PRIMARY KEY,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        period_expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        CONSTRAINT listing_confirmations_token_key UNIQUE (token_hash),
        CONSTRAINT listing_confirmations_period_key UNIQUE (property_id, period_expires_at)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_confirmations`);
    await q.query(`DROP TABLE IF EXISTS listing_reports`);
    await q.query(`DROP INDEX IF EXISTS properties_expires_at_idx`);
    await q.query(`
      ALTER TABLE properties DROP COLUMN open_report_count, DROP COLUMN published,
        DROP COLUMN expires_at, DROP COLUMN last_confirmed_at`);
  }
}
