import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765470000000: a submission's area was kept in square feet, a listing's in m²; the
// form now asks m² (issue 33), so the submissions kept before are converted, none left out.

let database: TestDatabase;
afterAll(() => database?.dispose());

it("converts the square feet of the submissions of before to m², and leaves no area alone", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  await atMigrations(
    database,
    migrationsBefore("SubmissionAreaInSquareMetres1765470000000"),
    async (previous) => {
      await previous.query(
        `INSERT INTO listing_submissions (title, description, price, location, property_type, contact_name, contact_email, area, status)
         VALUES ('Flat', 'A flat.', 1000, 'Osu', 'apartment', 'Ama', 'ama@example.com', 1000, 'pending'),
                ('House', 'A house.', 2000, 'Osu', 'house', 'Kofi', 'kofi@example.com', 2152.78, 'approved'),
                ('Plot', 'A plot.', 3000, 'Osu', 'land', 'Yaw', 'yaw@example.com', NULL, 'held')`,
      );
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    expect(
      await opened.dataSource.query("SELECT title, area FROM listing_submissions ORDER BY id"),
    ).toEqual([
      { title: "Flat", area: "92.90" },
      { title: "House", area: "200.00" },
      { title: "Plot", area: null },
    ]);
  } finally {
    await opened.close();
  }
});
