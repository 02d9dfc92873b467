import { seedDatabase } from "../../seeds/seed-database.js";
import { PROPERTY_TYPE, PROPERTY_TYPES } from "../../src/modules/listings/listings.rules.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const days = (n: number) => new Date(Date.now() - n * 86_400_000);
const titles = (body: { title: string }[]) => body.map((p) => p.title);

describe("GET /api/properties", () => {
  it("serves properties with price as a string, images as an array and the nested agent", async () => {
    const agentId = await insertAgent(app, { name: "Yaw Mensah", company: "Gold Coast Homes" });
    await insertProperty(app, { title: "Villa in Cantonments", agent_id: agentId, featured: true });
    const res = await app.client().get("/api/properties").expect(200);
    expect(res.body).toHaveLength(1);
    const [p] = res.body;
    expect(p).toMatchObject({
      title: "Villa in Cantonments",
      price: expect.stringMatching(/^1850000(\.00)?$/),
      images: ["/images/seed/properties/p-1-1-1600.webp"],
      amenities: ["Borehole", "Security"],
      isFeatured: true,
      featured: true,
      agentId,
      agent: { id: agentId, name: "Yaw Mensah", company: "Gold Coast Homes", rating: "4.6" },
    });
    expect(typeof p.agent.isVerified).toBe("boolean");
  });

  it("filters by each field of spec §7 and of the hero search; 'all' and 'any' do not filter", async () => {
    await insertProperty(app, {
      title: "Kumasi flat",
      city: "Kumasi",
      region: "Ashanti",
      property_type: "apartment",
      price: "4500",
      listing_type: "rent",
      rent_period: "month",
      bedrooms: 2,
      furnishing: "furnished",
      near_universities: "{knust}",
      location: "Ahodwo",
    });
    await insertProperty(app, { title: "Legon mansion", bedrooms: 5, price: "3200000" });
    await insertProperty(app, {
      title: "Tema plot",
      city: "Tema",
      property_type: "land",
      bedrooms: null,
      price: "250000",
      furnishing: null,
      near_universities: "{}",
      description: "A registered plot near the motorway.",
    });
    await insertProperty(app, { title: "Featured duplex", featured: true, bedrooms: 4 });
    const c = app.client();
    const get = async (query: string) =>
      titles((await c.get(`/api/properties?${query}`).expect(200)).body).sort();

    expect(await get("city=Kumasi")).toEqual(["Kumasi flat"]);
    expect(await get("city=kumasi&propertyType=all&region=any")).toEqual(["Kumasi flat"]);
    expect(await get("propertyType=land")).toEqual(["Tema plot"]);
    expect(await get("type=rent")).toEqual(["Kumasi flat"]);
    expect(await get("type=sale")).toHaveLength(3);
    expect(await get("region=Ashanti")).toEqual(["Kumasi flat"]);
    expect(await get("furnishing=furnished")).toEqual(["Kumasi flat"]);
    expect(await get("nearUniversity=knust")).toEqual(["Kumasi flat"]);
    expect(await get("bedrooms=2")).toEqual(["Kumasi flat"]);
    expect(await get("bedrooms=4")).toEqual(["Featured duplex", "Legon mansion"]);
    expect(await get("minPrice=1000000")).toEqual(["Featured duplex", "Legon mansion"]);
    expect(await get("maxPrice=300000")).toEqual(["Kumasi flat", "Tema plot"]);
    expect(await get("minPrice=100000&maxPrice=300000")).toEqual(["Tema plot"]);
    expect(await get("featured=true")).toEqual(["Featured duplex"]);
    // search matches title, description, location and city, in any case
    expect(await get("search=MANSION")).toEqual(["Legon mansion"]);
    expect(await get("search=motorway")).toEqual(["Tema plot"]);
    expect(await get("search=ahodwo")).toEqual(["Kumasi flat"]);
    expect(await get("search=tema")).toEqual(["Tema plot"]);
    expect(await get("search=100%25")).toEqual([]);
  });

  it("matches every word of the search text, in any case and order, whole or part, in any of the four fields", async () => {
    await insertProperty(app, {
      title: "Legon mansion",
      description: "Five bedrooms, a swimming pool and a borehole.",
      location: "East Legon",
    });
    await insertProperty(app, {
      title: "Kumasi flat",
      description: "A quiet two-bedroom flat with a 100% solar supply.",
      location: "Ahodwo",
      city: "Kumasi",
    });
    const get = async (search: string) =>
      titles((await app.client().get("/api/properties").query({ search }).expect(200)).body).sort();

    expect(await get("east legon")).toEqual(["Legon mansion"]);
    expect(await get("EAST LEGON")).toEqual(["Legon mansion"]);
    expect(await get("  East   Legon ")).toEqual(["Legon mansion"]);
    // words from different fields, in another order, and parts of words
    expect(await get("pool mansion")).toEqual(["Legon mansion"]);
    expect(await get("kumasi two-bed")).toEqual(["Kumasi flat"]);
    expect(await get("ahod")).toEqual(["Kumasi flat"]);
    expect(await get("bedroom")).toEqual(["Kumasi flat", "Legon mansion"]);
    // one word that matches nothing rules the listing out
    expect(await get("legon penthouse")).toEqual([]);
    // the wildcards of LIKE match only themselves
    expect(await get("100%")).toEqual(["Kumasi flat"]);
    expect(await get("1_0")).toEqual([]);
    expect(await get("%")).toEqual(["Kumasi flat"]);
  });

  it("finds a listing by its new title once it is edited", async () => {
    const id = await insertProperty(app, { title: "Plain bungalow" });
    await app.sql("UPDATE properties SET title = 'Renovated villa' WHERE id = $1", [id]);
    const res = await app.client().get("/api/properties?search=villa").expect(200);
    expect(titles(res.body)).toEqual(["Renovated villa"]);
    expect((await app.client().get("/api/properties?search=bungalow").expect(200)).body).toEqual(
      [],
    );
  });

  it("sorts newest, price-low, price-high and featured, and pages with limit and offset", async () => {
    await insertProperty(app, { title: "old cheap", price: "1000", created_at: days(30) });
    await insertProperty(app, { title: "mid", price: "5000", created_at: days(10) });
    await insertProperty(app, {
      title: "new dear",
      price: "90000",
      created_at: days(1),
    });
    await insertProperty(app, {
      title: "featured old",
      price: "3000",
      created_at: days(60),
      featured: true,
    });
    const c = app.client();
    const get = async (query: string) =>
      titles((await c.get(`/api/properties?${query}`).expect(200)).body);
    expect(await get("")).toEqual(["new dear", "mid", "old cheap", "featured old"]);
    expect(await get("sort=newest")).toEqual(["new dear", "mid", "old cheap", "featured old"]);
    expect(await get("sort=price-low")).toEqual(["old cheap", "featured old", "mid", "new dear"]);
    expect(await get("sort=price-high")).toEqual(["new dear", "mid", "featured old", "old cheap"]);
    expect((await get("sort=featured"))[0]).toBe("featured old");
    expect(await get("limit=2")).toEqual(["new dear", "mid"]);
    expect(await get("limit=2&offset=2")).toEqual(["old cheap", "featured old"]);
  });

  it("compares rentals by their monthly cedi rent, never a rent beside a sale price", async () => {
    await insertProperty(app, { title: "sale 900k", price: "900000" });
    await insertProperty(app, { title: "sale 150k", price: "150000" });
    const rent = { listing_type: "rent", rent_period: "month" };
    await insertProperty(app, { ...rent, title: "rent 1,500/month", price: "1500" });
    await insertProperty(app, { ...rent, title: "rent 2,500/month", price: "2500" });
    // GH₵24,000 a year is GH₵2,000 a month: between the two, not dearer than both.
    await insertProperty(app, {
      ...rent,
      rent_period: "year",
      title: "rent 24,000/year",
      price: "24000",
    });
    const c = app.client();
    const get = async (query: string) =>
      titles((await c.get(`/api/properties?${query}`).expect(200)).body);
    const rentsUp = ["rent 1,500/month", "rent 24,000/year", "rent 2,500/month"];
    expect(await get("type=rent&sort=price-low")).toEqual(rentsUp);
    expect(await get("type=rent&sort=price-high")).toEqual([...rentsUp].reverse());
    expect(await get("type=sale&sort=price-low")).toEqual(["sale 150k", "sale 900k"]);
    // Neither kind chosen: sales first, then rentals, each sorted on its own.
    expect(await get("sort=price-low")).toEqual(["sale 150k", "sale 900k", ...rentsUp]);
    expect(await get("sort=price-high")).toEqual([
      "sale 900k",
      "sale 150k",
      ...[...rentsUp].reverse(),
    ]);
    // Paging follows the same total order (the id breaks ties).
    expect(await get("sort=price-low&limit=2&offset=2")).toEqual(rentsUp.slice(0, 2));
  });

  it("leaves let, sold and pending listings out of the results; their pages stay with their status", async () => {
    await insertProperty(app, { title: "on offer" });
    const gone: Record<string, number> = {};
    for (const status of ["rented", "sold", "pending"])
      gone[status] = await insertProperty(app, { title: `now ${status}`, status });
    const c = app.client();
    expect(titles((await c.get("/api/properties").expect(200)).body)).toEqual(["on offer"]);
    expect((await c.get("/api/properties/count").expect(200)).body).toEqual({ total: 1 });
    expect(titles((await c.get("/api/properties?search=now").expect(200)).body)).toEqual([]);
    for (const [status, id] of Object.entries(gone)) {
      const page = await c.get(`/api/properties/${id}`).expect(200);
      expect(page.body.status).toBe(status);
    }
  });

  it("finds every seeded listing by its type, each type of the listing form's vocabulary", async () => {
    await seedDatabase(app.application.database.dataSource);
    const c = app.client();
    const all = (await c.get("/api/properties?limit=100").expect(200)).body as { id: number }[];
    expect(all.length).toBeGreaterThan(40);
    const found: number[] = [];
    for (const type of PROPERTY_TYPES) {
      const res = await c.get(`/api/properties?propertyType=${type}&limit=100`).expect(200);
      // Each type of the form has seeded listings, and each of them is of that type.
      expect({ type, found: res.body.length > 0 }).toEqual({ type, found: true });
      expect(res.body.every((p: { propertyType: string }) => p.propertyType === type)).toBe(true);
      found.push(...res.body.map((p: { id: number }) => p.id));
    }
    // Together the types find every listing the unfiltered search shows.
    expect(found.sort((a, b) => a - b)).toEqual(all.map((p) => p.id).sort((a, b) => a - b));
  });

  it("answers 400 with the vocabulary for a property type no listing can have", async () => {
    for (const type of ["castle", "student-hostel"]) {
      const res = await app.client().get(`/api/properties?propertyType=${type}`).expect(400);
      expect(res.body.errors).toEqual({ propertyType: [PROPERTY_TYPE.unknown] });
      expect(PROPERTY_TYPE.unknown).toMatch(/^Property type must be one of house, apartment, /);
    }
    await app.client().get("/api/properties?propertyType=Townhouse").expect(200);
    await app.client().get("/api/properties/count?propertyType=castle").expect(400);
  });

  it("pages by 12 by default", async () => {
    for (let i = 0; i < 14; i++) await insertProperty(app);
    expect((await app.client().get("/api/properties").expect(200)).body).toHaveLength(12);
    expect((await app.client().get("/api/properties?limit=24").expect(200)).body).toHaveLength(14);
  });

  it("answers 400 with field messages for a query it cannot understand", async () => {
    const res = await app
      .client()
      .get("/api/properties?minPrice=cheap&sort=random&limit=0&bedrooms=two&type=lease")
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "bedrooms",
      "limit",
      "minPrice",
      "sort",
      "type",
    ]);
  });

  it("refuses a negative or non-numeric price bound with a message (issue 18)", async () => {
    const errorsOf = async (query: string) =>
      (await app.client().get(`/api/properties?${query}`).expect(400)).body.errors;
    expect(await errorsOf("minPrice=-5")).toEqual({
      minPrice: ["Minimum price must be an amount in GH₵ of 0 or more, e.g. 100000"],
    });
    expect(await errorsOf("maxPrice=cheap")).toEqual({
      maxPrice: ["Maximum price must be an amount in GH₵ of 0 or more, e.g. 500000"],
    });
    expect(await errorsOf("minPrice=abc&maxPrice=-1")).toEqual({
      minPrice: ["Minimum price must be an amount in GH₵ of 0 or more, e.g. 100000"],
      maxPrice: ["Maximum price must be an amount in GH₵ of 0 or more, e.g. 500000"],
    });
    await app.client().get("/api/properties/count?minPrice=-1").expect(400);
    await app.client().get("/api/properties?minPrice=0&maxPrice=1,000,000").expect(200);
  });
});

describe("GET /api/properties/count", () => {
  it("counts every match of the same filters, whatever the limit, offset or sort", async () => {
    for (let i = 0; i < 14; i++) await insertProperty(app, { city: "Kumasi", price: "5000" });
    for (let i = 0; i < 3; i++) await insertProperty(app, { city: "Tamale", price: "900" });
    const count = async (query: string) =>
      (await app.client().get(`/api/properties/count?${query}`).expect(200)).body;
    expect(await count("")).toEqual({ total: 17 });
    expect(await count("city=Kumasi&limit=12&offset=12&sort=price-low")).toEqual({ total: 14 });
    expect(await count("maxPrice=1000")).toEqual({ total: 3 });
    const listed = await app.client().get("/api/properties?maxPrice=1000&limit=96").expect(200);
    expect(listed.body).toHaveLength(3);
    expect(await count("city=Accra")).toEqual({ total: 0 });
  });

  it("answers 400 for a query it cannot understand, as the list does", async () => {
    const res = await app.client().get("/api/properties/count?bedrooms=two").expect(400);
    expect(Object.keys(res.body.errors)).toEqual(["bedrooms"]);
  });
});

describe("GET /api/properties/{id}", () => {
  it("serves one property with its agent", async () => {
    const agentId = await insertAgent(app);
    const id = await insertProperty(app, { title: "Airport Residential flat", agent_id: agentId });
    const res = await app.client().get(`/api/properties/${id}`).expect(200);
    expect(res.body).toMatchObject({
      id,
      title: "Airport Residential flat",
      agent: { id: agentId },
    });
  });

  it("answers 404 'Property Not Found' for an unknown or impossible id", async () => {
    const unknown = await app.client().get("/api/properties/999999").expect(404);
    expect(unknown.body.message).toBe("Property Not Found");
    await app.client().get("/api/properties/abc").expect(404);
    await app.client().get("/api/properties/99999999999999999999").expect(404);
  });
});
