import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765420000000 counts a contact click once per visitor, listing and day. The clicks
// kept before it have no visitor on record: they must all stay, counted as they were.

let database: TestDatabase;
afterAll(() => database?.dispose());

const HASH = "c".repeat(64);

it("keeps every earlier click counted, and counts new ones once per visitor, listing and day", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  const { propertyId, agentId } = await atMigrations(
    database,
    migrationsBefore("ContactClicksOnceADay1765420000000"),
    async (previous) => {
      const [{ id: agent }] = await previous.query(
        `INSERT INTO agents (name, company, email, phone, is_verified, region, specialization)
         VALUES ('Kojo Asante', 'Asante Homes', 'kojo@asantehomes.example', '+233 20 765 4321',
                 true, 'Greater Accra', 'Residential') RETURNING id`,
      );
      const [{ id: property }] = await previous.query(
        `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                                 property_type, agent_id)
         VALUES ('Flat', 'A flat.', 1000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment', $1)
         RETURNING id`,
        [agent],
      );
      // As the old release kept them: one row a press, the same second included.
      for (const channel of ["whatsapp", "whatsapp", "whatsapp", "email"]) {
        await previous.query(
          `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at)
           VALUES ($1, $2, $3, '2026-11-23T10:00:00Z')`,
          [property, agent, channel],
        );
      }
      await previous.query(
        `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at)
         VALUES (NULL, $1, 'whatsapp', '2026-11-23T10:00:00Z'),
                (NULL, $1, 'whatsapp', '2026-11-23T10:00:00Z')`,
        [agent],
      );
      return { propertyId: property as number, agentId: agent as number };
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const sql = (query: string, params: unknown[] = []) => opened.dataSource.query(query, params);
    const perChannel = () =>
      sql(
        `SELECT property_id, channel, count(*)::int AS n FROM contact_clicks
          GROUP BY property_id, channel ORDER BY property_id NULLS LAST, channel`,
      );
    expect(await sql(`SELECT DISTINCT visitor_hash, day FROM contact_clicks`)).toEqual([
      { visitor_hash: null, day: null },
    ]);
    expect(await perChannel()).toEqual([
      { property_id: propertyId, channel: "email", n: 1 },
      { property_id: propertyId, channel: "whatsapp", n: 3 },
      { property_id: null, channel: "whatsapp", n: 2 },
    ]);

    // A new visitor's presses, as the app writes them: the first of the day counts.
    const press = (property: number | null, channel: string, day = "2026-11-24") =>
      sql(
        `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at, visitor_hash, day)
         VALUES ($1, $2, $3, $4::date, $5, $4::date) ON CONFLICT DO NOTHING RETURNING id`,
        [property, agentId, channel, day, HASH],
      );
    expect(await press(propertyId, "whatsapp")).toHaveLength(1);
    expect(await press(propertyId, "whatsapp")).toHaveLength(0);
    expect(await press(propertyId, "email")).toHaveLength(0);
    expect(await press(null, "whatsapp")).toHaveLength(1);
    expect(await press(null, "email")).toHaveLength(0);
    expect(await press(propertyId, "email", "2026-11-25")).toHaveLength(1);
    expect(await perChannel()).toEqual([
      { property_id: propertyId, channel: "email", n: 2 },
      { property_id: propertyId, channel: "whatsapp", n: 4 },
      { property_id: null, channel: "whatsapp", n: 3 },
    ]);
  } finally {
    await opened.close();
  }
});
