import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765520000000 (decision 104): a database kept before has no viewings, and its
// waiting mail no attachments; viewings and mails with a calendar file are stored from then on.

let database: TestDatabase;
afterAll(() => database?.dispose());

const listed = new Date("2026-09-01T09:00:00.000Z");

it("adds the viewings table and its indexes, and leaves the mail kept before without attachments", async () => {
  database = await createTestDatabase({ template: "previous" });
  const kept = await atMigrations(
    database,
    migrationsBefore("Viewings1765520000000"),
    async (previous) => {
      const [property]: Array<{ id: number }> = await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type,
                                 status, created_at, last_confirmed_at, expires_at)
         VALUES ('Kept flat', 'A flat listed before anyone could book a viewing.', 6000, 'rent', 'Osu', 'Accra',
                 'Greater Accra', 'apartment', 'available', $1, $1, $1::timestamptz + interval '120 days')
         RETURNING id`,
        [listed],
      );
      const [user]: Array<{ id: number }> = await previous.query(
        `INSERT INTO users (email, email_key, password_hash, first_name, created_at)
         VALUES ('ama@example.com', 'ama@example.com', 'x', 'Ama', $1) RETURNING id`,
        [listed],
      );
      await previous.query(
        `INSERT INTO mail_outbox (recipient, subject, body) VALUES ('ama@example.com', 'Kept mail', 'Hello')`,
      );
      return { propertyId: property?.id, userId: user?.id };
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const q = (sql: string, params: unknown[] = []) => opened.dataSource.query(sql, params);
    expect(await q("SELECT count(*)::int AS n FROM viewings")).toEqual([{ n: 0 }]);
    expect(await q("SELECT subject, attachments FROM mail_outbox")).toEqual([
      { subject: "Kept mail", attachments: null },
    ]);
    const indexes: Array<{ name: string }> = await q(
      "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'viewings' ORDER BY indexname",
    );
    expect(indexes.map((index) => index.name)).toEqual([
      "viewings_lister_token_hash_key",
      "viewings_of_agent",
      "viewings_of_property",
      "viewings_of_visitor",
      "viewings_open_per_visitor",
      "viewings_pkey",
      "viewings_to_remind",
    ]);

    const row = (status: string, hash: string) => [
      kept.propertyId,
      kept.userId,
      status,
      hash,
      listed,
    ];
    const insert = `INSERT INTO viewings (property_id, visitor_id, phone, status, times, awaiting,
                                          lister_token_hash, requested_at, updated_at)
                    VALUES ($1, $2, '+233244123456', $3, ARRAY[$5::timestamptz], 'lister', $4, $5, $5)`;
    await q(insert, row("requested", "a".repeat(64)));
    await expect(q(insert, row("proposed", "b".repeat(64)))).rejects.toThrow();
    // A listing deleted takes its viewings with it.
    await q("DELETE FROM properties WHERE id = $1", [kept.propertyId]);
    expect(await q("SELECT count(*)::int AS n FROM viewings")).toEqual([{ n: 0 }]);
  } finally {
    await opened.close();
  }
});
