import { GHANA_BOX, inBox } from "#modules/listings/listing-coordinates.js";
import { CITY_CENTRES, cityOf } from "../../seeds/data/neighbourhood-centres.js";
import { seedDatabase } from "../../seeds/seed-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.reset();
  await seedDatabase(app.application.database.dataSource);
});
afterAll(() => app.close());

interface Pin {
  latitude: number | null;
  longitude: number | null;
}

/** Great-circle distance in km (haversine): good to metres at these distances. */
function km(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const placed = (pin: Pin) => ({
  latitude: pin.latitude as number,
  longitude: pin.longitude as number,
});

// The campuses, from public maps (not from the seed's table), each hostel's first university.
const CAMPUSES: Record<string, { latitude: number; longitude: number }> = {
  "University of Ghana": { latitude: 5.6505, longitude: -0.187 },
  "UG Medical School": { latitude: 5.5365, longitude: -0.2275 },
  KNUST: { latitude: 6.6745, longitude: -1.5716 },
  UCC: { latitude: 5.115, longitude: -1.29 },
};

describe("seeded coordinates (issue 20)", () => {
  it("gives every listing a pin inside Ghana, in its town's area, no two on the same spot", async () => {
    const rows = await app.sql<Pin & { title: string; city: string }>(
      "SELECT title, city, latitude, longitude FROM properties",
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const far: string[] = [];
    for (const row of rows) {
      expect([row.title, inBox(GHANA_BOX, row)]).toEqual([row.title, true]);
      const town = CITY_CENTRES[row.city];
      const distance = km(town, placed(row));
      if (distance > town.radiusKm)
        far.push(`${row.title} is ${distance.toFixed(1)} km from ${row.city}`);
    }
    expect(far).toEqual([]);
    const spots = new Set(rows.map((r) => `${r.latitude},${r.longitude}`));
    expect(spots.size).toBe(rows.length);
  });

  it("puts each neighbourhood's listings near each other and apart from other towns", async () => {
    const rows = await app.sql<Pin & { location: string; city: string }>(
      "SELECT location, city, latitude, longitude FROM properties WHERE location ILIKE '%East Legon%' OR location ILIKE '%Ahodwo%'",
    );
    const legon = rows.filter(
      (r) => r.location.includes("East Legon") && !r.location.includes("Hills"),
    );
    const ahodwo = rows.filter((r) => r.location.includes("Ahodwo"));
    expect(legon.length).toBeGreaterThan(1);
    expect(ahodwo.length).toBeGreaterThan(0);
    for (const a of legon) for (const b of legon) expect(km(placed(a), placed(b))).toBeLessThan(6);
    // Accra to Kumasi is about 200 km as the crow flies.
    expect(km(placed(legon[0]), placed(ahodwo[0]))).toBeGreaterThan(150);
  });

  it("places every hostel inside Ghana within 5 km of its first university", async () => {
    const rows = await app.sql<
      Pin & { name: string; location: string; nearby_universities: string[] }
    >("SELECT name, location, nearby_universities, latitude, longitude FROM student_hostels");
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect([row.name, inBox(GHANA_BOX, row)]).toEqual([row.name, true]);
      const campus = CAMPUSES[row.nearby_universities[0]];
      expect([row.name, km(campus, placed(row)) < 5]).toEqual([row.name, true]);
      expect(CITY_CENTRES[cityOf(row.location)]).toBeDefined();
    }
  });

  it("finds the seeded Accra listings by a box around Accra, and none of Kumasi's", async () => {
    const res = await app
      .client()
      .get("/api/properties?bbox=-0.35,5.5,0.05,5.8&limit=100")
      .expect(200);
    expect(res.body.length).toBeGreaterThan(10);
    const cities = new Set(res.body.map((p: { city: string }) => p.city));
    expect([...cities].sort()).toEqual(["Accra", "Tema"]);
  });
});
