import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765460000000 lets a click be a call, or name a hostel (decision 91). The clicks
// kept before it stay as they were, and still count once per visitor, listing and day.

let database: TestDatabase;
afterAll(() => database?.dispose());

const HASH = "d".repeat(64);

it("keeps earlier clicks as they were, and takes calls and hostels' clicks once a day", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  const { propertyId, agentId, hostelId } = await atMigrations(
    database,
    migrationsBefore("HostelAndCallClicks1765460000000"),
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
      const [{ id: hostel }] = await previous.query(
        `INSERT INTO student_hostels (name, location, images, gender, price_per_semester, rating,
                                      review_count, capacity, students_per_room, amenities,
                                      nearby_universities)
         VALUES ('Bawaleshie Comfort Lodge', 'Bawaleshie, Accra', '{}', 'mixed', 2400, 4.3, 96,
                 120, 2, '{}', '{University of Ghana}') RETURNING id`,
      );
      // As the last release kept them: an old click without a visitor, and today's with one.
      await previous.query(
        `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at)
         VALUES ($1, $2, 'whatsapp', '2026-11-23T09:00:00Z')`,
        [property, agent],
      );
      await previous.query(
        `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at, visitor_hash, day)
         VALUES ($1, $2, 'email', '2026-11-24T10:00:00Z', $3, '2026-11-24')`,
        [property, agent, HASH],
      );
      return {
        propertyId: property as number,
        agentId: agent as number,
        hostelId: hostel as number,
      };
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const sql = (query: string, params: unknown[] = []) => opened.dataSource.query(query, params);
    expect(
      await sql(`SELECT property_id, hostel_id, channel FROM contact_clicks ORDER BY id`),
    ).toEqual([
      { property_id: propertyId, hostel_id: null, channel: "whatsapp" },
      { property_id: propertyId, hostel_id: null, channel: "email" },
    ]);
    const press = (target: { property: number | null; hostel: number | null }, channel: string) =>
      sql(
        `INSERT INTO contact_clicks
           (property_id, agent_id, hostel_id, channel, created_at, visitor_hash, day)
         VALUES ($1, $2, $3, $4, '2026-11-24T11:00:00Z', $5, '2026-11-24')
         ON CONFLICT DO NOTHING RETURNING id`,
        [target.property, target.property ? agentId : null, target.hostel, channel, HASH],
      );
    // The same visitor's call on the listing that day was counted by their e-mail press.
    expect(await press({ property: propertyId, hostel: null }, "call")).toHaveLength(0);
    expect(await press({ property: null, hostel: hostelId }, "call")).toHaveLength(1);
    expect(await press({ property: null, hostel: hostelId }, "whatsapp")).toHaveLength(0);
    await expect(press({ property: null, hostel: hostelId + 1 }, "call")).rejects.toThrow(
      /foreign key/,
    );
    await expect(press({ property: propertyId, hostel: null }, "sms")).rejects.toThrow(
      /contact_clicks_channel_check/,
    );
  } finally {
    await opened.close();
  }
});
