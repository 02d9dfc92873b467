import { AVAILABILITY_SEARCH_INDEXES } from "../../migrations/1765500000000-availability-asks.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765500000000: listings kept before have no asks and no date; the covering sort
// indexes are rebuilt carrying that date, and the database answers asks from then on
// (decision 101).

let database: TestDatabase;
afterAll(() => database?.dispose());

const listed = new Date("2026-09-01T09:00:00.000Z");
const asked = new Date("2026-11-20T09:00:00.000Z");
const confirmed = new Date("2026-11-21T09:00:00.000Z");

it("leaves listings kept before undated and unasked, rebuilds the sort indexes with the date, and answers later asks", async () => {
  database = await createTestDatabase({ template: "previous" });
  const ids = await atMigrations(
    database,
    migrationsBefore("AvailabilityAsks1765500000000"),
    async (previous) => {
      const rows: Array<{ id: number }> = await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type,
                                 status, created_at, last_confirmed_at, expires_at)
         VALUES ('Kept flat', 'A flat listed before anyone could ask.', 6000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment',
                 'available', $1, $1, $1::timestamptz + interval '120 days'),
                ('Kept house', 'A house let before anyone could ask.', 900000, 'sale', 'Osu', 'Accra', 'Greater Accra', 'house',
                 'sold', $1, $1, $1::timestamptz + interval '120 days')
         RETURNING id`,
        [listed],
      );
      return rows.map((row) => row.id);
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const q = (sql: string, params: unknown[] = []) => opened.dataSource.query(sql, params);
    expect(await q("SELECT id, unconfirmed_from FROM properties ORDER BY id")).toEqual(
      ids.map((id) => ({ id, unconfirmed_from: null })),
    );
    expect(await q("SELECT count(*)::int AS n FROM availability_asks")).toEqual([{ n: 0 }]);

    const indexes: Array<{ name: string; definition: string }> = await q(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE tablename = 'properties' AND indexname = ANY($1) ORDER BY indexname`,
      [[...AVAILABILITY_SEARCH_INDEXES.map((index) => index.name), "properties_unconfirmed_idx"]],
    );
    expect(indexes).toHaveLength(AVAILABILITY_SEARCH_INDEXES.length + 1);
    for (const { name, definition } of indexes) {
      expect({ name, dated: definition.includes("unconfirmed_from") }).toEqual({
        name,
        dated: true,
      });
    }

    await q(
      `INSERT INTO availability_asks (property_id, asked_at, token_hash) VALUES ($1, $2, $3)`,
      [ids[0], asked, "f".repeat(64)],
    );
    await q("UPDATE properties SET last_confirmed_at = $2 WHERE id = $1", [ids[0], confirmed]);
    expect(await q("SELECT answer, answered_at FROM availability_asks")).toEqual([
      { answer: "yes", answered_at: confirmed },
    ]);
  } finally {
    await opened.close();
  }
});
