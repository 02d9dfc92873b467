import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 20: where a listing and a hostel are, in decimal degrees. Nullable (a lister may not
 * give them), but both or neither, and inside Ghana's box (decision 67); the inputs say so in
 * words first, these checks keep any other writer honest. The numbers are written here, not
 * imported, so this migration stays what it was when it ran.
 *
 * Map search (`bbox=`) reads properties by a btree on (latitude, longitude): the latitude range
 * is its index condition and the longitude range is tested inside the index (decision 67 has
 * the plans). Listings with no pin are left out of it.
 */
const PAIR_CHECKS = (table: string) => [
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_coordinates_pair
     CHECK ((latitude IS NULL) = (longitude IS NULL))`,
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_coordinates_in_ghana
     CHECK (latitude BETWEEN 4.5 AND 11.2 AND longitude BETWEEN -3.3 AND 1.2)`,
];

const TABLES = ["properties", "student_hostels", "listing_submissions"];

export class Coordinates1765080000000 implements MigrationInterface {
  name = "Coordinates1765080000000";

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN latitude double precision, ADD COLUMN longitude double precision`,
      );
      for (const check of PAIR_CHECKS(table)) await q.query(check);
    }
    await q.query(
      "CREATE INDEX properties_coordinates_idx ON properties (latitude, longitude) WHERE latitude IS NOT NULL",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX IF EXISTS properties_coordinates_idx");
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN latitude, DROP COLUMN longitude`);
    }
  }
}
