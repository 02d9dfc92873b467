import { seedDatabase } from "../../seeds/seed-database.js";
import { noShowLine, viewingConfirmLine } from "../../src/shared/viewing-signal.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { rowCounter } from "./seed-support.js";

// The seed's trust signals (decisions 100–102, 104): what a new user sees on a few listings and
// agents without doing anything — licences, fees, re-listings, availability.

let app: TestApp;
const dataSource = () => app.application.database.dataSource;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = rowCounter(() => app);

describe("seedDatabase's trust signals", () => {
  beforeAll(async () => {
    await app.reset();
    await seedDatabase(dataSource());
  });

  it("shows a new visitor each signal of decision 100: licences checked, a commission above common, upheld fee reports", async () => {
    const agents = (await app.client().get("/api/agents?limit=100").expect(200)).body as {
      id: number;
      name: string;
      licenseCheckedAt: string | null;
    }[];
    expect(
      agents
        .filter((a) => a.licenseCheckedAt !== null)
        .map((a) => a.name)
        .sort(),
    ).toEqual(["Akosua Mensah", "Kofi Boateng"]);
    const kwame = agents.find((a) => a.name === "Kwame Asante");
    const fees = await app.client().get(`/api/agents/${kwame?.id}/reported-fees`).expect(200);
    expect(fees.body.fees).toEqual([
      { kind: "viewing", reports: 2, typicalAmount: 50, rentalsOnly: true },
    ]);
    const above = await app.sql<{ title: string }>(
      `SELECT title FROM properties
        WHERE (listing_type = 'rent' AND commission_percent > 10)
           OR (listing_type = 'sale' AND commission_percent > 5) ORDER BY title`,
    );
    expect(above.map((r) => r.title)).toEqual([
      "2 Bedroom Flat in Adjiringanor",
      "3 Bedroom House in Tesano",
    ]);
    // A rerun leaves the admin's own decisions on licences alone.
    await app.sql("UPDATE agents SET license_checked_at = NULL, license_checked_by = NULL");
    await seedDatabase(dataSource());
    expect(await app.sql("SELECT id FROM agents WHERE license_checked_at IS NOT NULL")).toEqual([]);
  });

  it("links the seeded re-listing and the seeded submission to the earlier listing of the same place, by copied photo and pin, and to no other listing", async () => {
    const links = await app.sql<{
      later: string;
      earlier: string;
      photo_distance: number | null;
      place_metres: number | null;
      state: string;
    }>(
      `SELECT coalesce(p.title, s.title) AS later, e.title AS earlier, r.photo_distance,
              r.place_metres, r.state
         FROM listing_relistings r
         LEFT JOIN properties p ON p.id = r.property_id
         LEFT JOIN listing_submissions s ON s.id = r.submission_id
         JOIN properties e ON e.id = r.earlier_property_id
        ORDER BY r.id`,
    );
    expect(links).toEqual([
      // Shown on the listing's page: the flat listed again.
      {
        later: "2 Bedroom Apartment off Boundary Road, East Legon",
        earlier: "2 Bedroom Apartment on Lagos Avenue",
        photo_distance: 0,
        place_metres: expect.any(Number),
        state: "linked",
      },
      // Shown in moderation: the plot sent again with its photo, resized.
      {
        later: "Plot for Sale at East Legon Hills, Accra",
        earlier: "Serviced Plot for Sale at East Legon Hills",
        photo_distance: expect.any(Number),
        place_metres: null,
        state: "linked",
      },
    ]);
    expect(links[0]?.place_metres).toBeCloseTo(8, 0);
    // A rerun checks only the listings it adds.
    await seedDatabase(dataSource());
    expect(await count("listing_relistings")).toBe(2);
  });

  it("seeds availability asks (decision 101): a listing confirmed when asked, two not confirmed recently and listed last, agents' response rates", async () => {
    const ids = await app.sql<{ id: number; title: string }>(
      "SELECT id, title FROM properties WHERE title = ANY($1) ORDER BY title",
      [
        [
          "Serviced 2 Bedroom Apartment near A&C Mall",
          "2 Bedroom House in Dansoman",
          "Office Suite in Adum, Kumasi",
        ],
      ],
    );
    const availability: Record<string, unknown> = {};
    for (const { id, title } of ids) {
      availability[title] = (
        await app.client().get(`/api/properties/${id}`).expect(200)
      ).body.availability;
    }
    expect(availability).toEqual({
      "Serviced 2 Bedroom Apartment near A&C Mall": { state: "confirmed", daysAgo: 2 },
      "2 Bedroom House in Dansoman": { state: "not-confirmed-recently" },
      "Office Suite in Adum, Kumasi": { state: "not-confirmed-recently" },
    });
    const newest = (await app.client().get("/api/properties?limit=100").expect(200)).body as {
      title: string;
    }[];
    expect(newest.slice(-2).map((p) => p.title)).toEqual([
      "2 Bedroom House in Dansoman",
      "Office Suite in Adum, Kumasi",
    ]);
    const agents = (await app.client().get("/api/agents").expect(200)).body as {
      name: string;
      responseRate: { asks: number; answeredInTime: number } | null;
    }[];
    const rateOf = (name: string) => agents.find((a) => a.name === name)?.responseRate;
    expect(rateOf("Kwame Asante")).toMatchObject({ asks: 6, answeredInTime: 5 });
    expect(rateOf("Abena Owusu-Ansah")).toMatchObject({ asks: 4, answeredInTime: 1 });
    expect(rateOf("Edem Kpodo")).toBeNull();
    // A rerun adds no asks.
    const before = await count("availability_asks");
    await seedDatabase(dataSource());
    expect(await count("availability_asks")).toBe(before);
  });

  it("seeds viewings (decision 104): one agent confirms 4 of 5 within a day with a no-show reported, another has too few", async () => {
    const agents = (await app.client().get("/api/agents?limit=100").expect(200)).body as {
      id: number;
      name: string;
      viewingSignal: { requests: number; confirmedInTime: number; noShows: number } | null;
    }[];
    const signalOf = (name: string) => agents.find((a) => a.name === name)?.viewingSignal;
    const akosua = signalOf("Akosua Mensah");
    expect(akosua).toEqual({ requests: 5, confirmedInTime: 4, noShows: 1 });
    expect(akosua && [viewingConfirmLine(akosua), noShowLine(akosua)]).toEqual([
      "Confirms 4 of 5 viewing requests within a day",
      "1 no-show reported by visitors",
    ]);
    expect(signalOf("Edem Kpodo")).toBeNull();
    expect(await count("viewings")).toBe(7);
    // Every seeded viewing is over: none waits for an answer or a reminder.
    expect(
      await app.sql(
        "SELECT id FROM viewings WHERE status IN ('requested', 'proposed', 'confirmed')",
      ),
    ).toEqual([]);
    const id = agents.find((a) => a.name === "Akosua Mensah")?.id;
    expect((await app.client().get(`/api/agents/${id}`).expect(200)).body.viewingSignal).toEqual(
      akosua,
    );
    // The visitors' accounts open to no password.
    const login = {
      email: "esi.ansah@visitors.ofie.invalid",
      password: "seed-visitor:no-password",
    };
    await app.client().post("/api/auth/login").send(login).expect(401);
    // A rerun adds no viewings and no accounts.
    const [viewings, users] = [await count("viewings"), await count("users")];
    await seedDatabase(dataSource());
    expect([await count("viewings"), await count("users")]).toEqual([viewings, users]);
  });
});
