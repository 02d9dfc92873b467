import { SqlRelistingRepository } from "../../src/adapters/modules/relistings/sql-relisting.repository.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765510000000: listings and submissions kept before it are not linked to each other
// (a link changes what visitors read, and comes from the check a new listing goes through), and
// can be the earlier listing a new one repeats (decision 102).

let database: TestDatabase;
afterAll(() => database?.dispose());

it("links nothing kept before, and lets a submission kept before find a listing kept before by its pin", async () => {
  database = await createTestDatabase({ template: "previous" });
  const { listingId, submissionId } = await atMigrations(
    database,
    migrationsBefore("Relistings1765510000000"),
    async (previous) => {
      const [listing]: Array<{ id: number }> = await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                                 property_type, bedrooms, latitude, longitude, last_confirmed_at,
                                 expires_at)
         VALUES ('Two-bedroom flat, Ahodwo', 'A walled two-bedroom flat with a borehole.', 6000,
                 'rent', 'Ahodwo', 'Kumasi', 'Ashanti', 'apartment', 2, 6.665, -1.63, now(),
                 now() + interval '60 days')
         RETURNING id`,
      );
      const [submission]: Array<{ id: number }> = await previous.query(
        `INSERT INTO listing_submissions (title, description, price, listing_type, location,
                                          property_type, bedrooms, latitude, longitude,
                                          contact_name, contact_email)
         VALUES ('Two-bedroom flat at Ahodwo', 'The same flat, sent again.', 6500, 'rent',
                 'Ahodwo, Kumasi', 'apartment', 2, 6.66505, -1.63, 'Yaa Asantewaa',
                 'yaa@example.com')
         RETURNING id`,
      );
      return { listingId: listing?.id as number, submissionId: submission?.id as number };
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const sql = (query: string, params: unknown[] = []) => opened.dataSource.query(query, params);
    expect(await sql("SELECT count(*)::int AS n FROM listing_relistings")).toEqual([{ n: 0 }]);
    const links = new SqlRelistingRepository({ manager: opened.dataSource.manager });
    const found = await links.placeMatches({ submissionId }, 25, 5);
    expect(found).toEqual([{ earlierPropertyId: listingId, metres: expect.any(Number) }]);
    await links.add({ submissionId }, [{ ...found[0], photo: null, placeMetres: 5.6 }]);

    // Evidence is required, and a link goes with the listing it points to.
    await expect(
      sql("INSERT INTO listing_relistings (submission_id, earlier_property_id) VALUES ($1, $2)", [
        submissionId,
        listingId,
      ]),
    ).rejects.toThrow(/listing_relistings_evidence/);
    await sql("DELETE FROM properties WHERE id = $1", [listingId]);
    expect(await sql("SELECT count(*)::int AS n FROM listing_relistings")).toEqual([{ n: 0 }]);
  } finally {
    await opened.close();
  }
});
