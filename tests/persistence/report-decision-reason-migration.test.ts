import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765410000000 adds the admin's reason for unpublishing to the reports it closed
// (issue 32). Reports already there, open or closed, were decided without one: they keep every
// field and read NULL, and an open one can still be closed either way.

let database: TestDatabase;
afterAll(() => database?.dispose());

it("keeps the reports of before, with no reason; the column takes one or none", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  await atMigrations(
    database,
    migrationsBefore("ReportDecisionReason1765410000000"),
    async (previous) => {
      await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type)
         VALUES ('Flat', 'A flat.', 1000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment')`,
      );
      await previous.query(
        `INSERT INTO listing_reports (property_id, reason, reporter_hash, status, closed_at)
         SELECT id, 'scam', repeat('a', 64), 'upheld', now() FROM properties
         UNION ALL
         SELECT id, 'duplicate', repeat('b', 64), 'open', NULL FROM properties`,
      );
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const query = (sql: string) => opened.dataSource.query(sql);
    expect(
      await query("SELECT reason, status, decision_reason FROM listing_reports ORDER BY id"),
    ).toEqual([
      { reason: "scam", status: "upheld", decision_reason: null },
      { reason: "duplicate", status: "open", decision_reason: null },
    ]);
    await query(
      "UPDATE listing_reports SET status = 'upheld', decision_reason = 'The property is no longer available.' WHERE status = 'open'",
    );
    expect(await query("SELECT decision_reason FROM listing_reports ORDER BY id")).toEqual([
      { decision_reason: null },
      { decision_reason: "The property is no longer available." },
    ]);
  } finally {
    await opened.close();
  }
});
