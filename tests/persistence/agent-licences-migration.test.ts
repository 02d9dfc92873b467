import type { DataSource } from "typeorm";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765490000000 (decision 100): approved agents keep the licence number their
// application gave, none of them checked; reports may now name a fee not shown, with its amount.

let database: TestDatabase;
afterAll(() => database?.dispose());

/** Agents and their applications as the release before wrote them: each name says what it is. */
async function previousRows(previous: DataSource) {
  const one = async (query: string, params: unknown[]) =>
    ((await previous.query(query, params)) as { id: number }[])[0]?.id as number;
  const agent = (name: string) =>
    one(`INSERT INTO agents (name, email, is_verified) VALUES ($1, $2, true) RETURNING id`, [
      name,
      `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    ]);
  let phone = 0;
  const application = (
    agentId: number | null,
    licenseNumber: string | null,
    status: string,
    decidedAt: string | null,
  ) => {
    phone += 1;
    return one(
      `INSERT INTO agent_registrations (name, email, phone, company, license_number, specialization,
                                        location, bio, languages, status, agent_id, decided_at,
                                        confirmed_at)
       VALUES ('Ama Mensah', $1, $2, 'Mensah Homes', $3, 'Residential Properties', 'Ashanti',
               'Homes in Kumasi.', 'English, Twi', $4, $5, $6, now())
       RETURNING id`,
      [
        `applicant${phone}@example.com`,
        `024 000 000${phone}`,
        licenseNumber,
        status,
        agentId,
        decidedAt,
      ],
    );
  };
  const reapplied = await agent("Reapplied Later");
  await application(reapplied, "REAC-OLD-0001", "approved", "2026-01-10T10:00:00Z");
  await application(reapplied, " REAC-NEW-0002 ", "approved", "2026-06-10T10:00:00Z");
  const blank = await agent("Gave A Blank Number");
  await application(blank, "   ", "approved", "2026-03-01T10:00:00Z");
  const rejected = await agent("Only Rejected With A Number");
  await application(rejected, "REAC-REJ-0003", "rejected", "2026-03-01T10:00:00Z");
  const seeded = await agent("Seeded Without An Application");
  const property = await one(
    `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                             property_type, agent_id, last_confirmed_at, expires_at)
     VALUES ('Osu flat', 'A flat in Osu let by an agent.', 3000, 'rent', 'Osu', 'Accra',
             'Greater Accra', 'apartment', $1, now(), now() + interval '60 days')
     RETURNING id`,
    [reapplied],
  );
  const report = await one(
    `INSERT INTO listing_reports (property_id, reason, note, reporter_hash)
     VALUES ($1, 'scam', 'Asked for a deposit first.', repeat('a', 64)) RETURNING id`,
    [property],
  );
  return { agents: { reapplied, blank, rejected, seeded }, property, report };
}

it("gives approved agents their application's licence number, unchecked, and lets reports name a fee", async () => {
  database = await createTestDatabase({ template: "previous" });
  const before = await atMigrations(
    database,
    migrationsBefore("AgentLicencesAndReportedFees1765490000000"),
    previousRows,
  );
  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const q = opened.dataSource;
    const licences = await q.query(
      `SELECT id, license_number, license_checked_at, license_checked_by FROM agents ORDER BY id`,
    );
    const { reapplied, blank, rejected, seeded } = before.agents;
    expect(licences).toEqual([
      // The latest approved application's number, trimmed.
      {
        id: reapplied,
        license_number: "REAC-NEW-0002",
        license_checked_at: null,
        license_checked_by: null,
      },
      { id: blank, license_number: null, license_checked_at: null, license_checked_by: null },
      { id: rejected, license_number: null, license_checked_at: null, license_checked_by: null },
      { id: seeded, license_number: null, license_checked_at: null, license_checked_by: null },
    ]);

    // The report kept before is untouched and names no fee.
    expect(
      await q.query("SELECT reason, fee_kind, fee_amount FROM listing_reports WHERE id = $1", [
        before.report,
      ]),
    ).toEqual([{ reason: "scam", fee_kind: null, fee_amount: null }]);

    const addReport = (reason: string, kind: string | null, amount: string | null) =>
      q.query(
        `INSERT INTO listing_reports (property_id, reason, fee_kind, fee_amount, reporter_hash)
         VALUES ($1, $2, $3, $4, repeat('b', 64))`,
        [before.property, reason, kind, amount],
      );
    await addReport("fee-not-shown", "viewing", "50");
    // A fee reason needs both its kind and amount, and no other reason may carry them.
    await expect(addReport("fee-not-shown", "viewing", null)).rejects.toThrow(/fee_check/);
    await expect(addReport("fee-not-shown", null, "50")).rejects.toThrow(/fee_check/);
    await expect(addReport("scam", "viewing", "50")).rejects.toThrow(/fee_check/);
    await expect(addReport("fee-not-shown", "viewing", "0")).rejects.toThrow(/fee_amount/);
    // A check needs a number, and says who checked.
    await expect(
      q.query(
        "UPDATE agents SET license_checked_at = now(), license_checked_by = 'admin#a' WHERE id = $1",
        [seeded],
      ),
    ).rejects.toThrow(/license_checked_number_check/);
    await expect(
      q.query("UPDATE agents SET license_checked_at = now() WHERE id = $1", [reapplied]),
    ).rejects.toThrow(/license_checked_by_check/);
  } finally {
    await opened.close();
  }
});
