import type { MigrationInterface, QueryRunner } from "typeorm";

/** A listing for rent says per month or per year, as the property it becomes does. */
export class ListingRentPeriod1763810000000 implements MigrationInterface {
  name = "ListingRentPeriod1763810000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE listing_submissions ADD COLUMN rent_period varchar(8) CHECK (rent_period IN ('month', 'year'))`,
    );
    await q.query(
      `CREATE INDEX listing_submissions_status_idx ON listing_submissions (status, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS listing_submissions_status_idx`);
    await q.query(`ALTER TABLE listing_submissions DROP COLUMN rent_period`);
  }
}
