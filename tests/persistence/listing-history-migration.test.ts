import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765480000000: listings kept before history was get what is known of their past —
// the day each was listed and a later confirmation — and nothing that is not (decision 99).

let database: TestDatabase;
afterAll(() => database?.dispose());

const listed = new Date("2026-09-01T09:00:00.000Z");
const confirmedLater = new Date("2026-10-15T09:00:00.000Z");

it("dates each listing kept before from its listing day, without a price it cannot know, and records what happens next", async () => {
  database = await createTestDatabase({ template: "previous" });
  const ids = await atMigrations(
    database,
    migrationsBefore("ListingHistory1765480000000"),
    async (previous) => {
      const rows: Array<{ id: number }> = await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type,
                                 created_at, last_confirmed_at, expires_at)
         VALUES ('Confirmed since', 'A flat confirmed since it was listed.', 6000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment',
                 $1, $2, $2::timestamptz + interval '60 days'),
                ('Never confirmed', 'A house never confirmed since it was listed.', 900000, 'sale', 'Osu', 'Accra', 'Greater Accra', 'house',
                 $1, $1, $1::timestamptz + interval '60 days')
         RETURNING id`,
        [listed, confirmedLater],
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
    const events = () =>
      opened.dataSource.query(
        `SELECT property_id, kind, at, price, old_price FROM listing_events ORDER BY property_id, at, id`,
      );
    expect(await events()).toEqual([
      { property_id: ids[0], kind: "listed", at: listed, price: null, old_price: null },
      { property_id: ids[0], kind: "confirmed", at: confirmedLater, price: null, old_price: null },
      { property_id: ids[1], kind: "listed", at: listed, price: null, old_price: null },
    ]);
    await opened.dataSource.query("UPDATE properties SET price = 5500 WHERE id = $1", [ids[0]]);
    const [cut] = (await events()).filter((e: { kind: string }) => e.kind === "price");
    expect(cut).toMatchObject({ property_id: ids[0], price: "5500.00", old_price: "6000.00" });
  } finally {
    await opened.close();
  }
});
