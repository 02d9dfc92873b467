import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { days, titles } from "./properties-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

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
    // A shared "?type=buy" is the Buy tab's word for sales (issue 33), in any case.
    expect(await get("type=buy")).toEqual(await get("type=sale"));
    expect(await get("type=Buy")).toEqual(await get("type=sale"));
    expect(await get("type=RENT")).toEqual(["Kumasi flat"]);
    expect((await c.get("/api/properties/count?type=buy").expect(200)).body.total).toBe(3);
    expect(await get("region=Ashanti")).toEqual(["Kumasi flat"]);
    expect(await get("furnishing=furnished")).toEqual(["Kumasi flat"]);
    expect(await get("furnishing=Furnished")).toEqual(["Kumasi flat"]);
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
    // "buy" is understood; a kind that is neither still says what it must be.
    expect(res.body.errors.type).toEqual(["type must be sale or rent"]);
    const bought = await app.client().get("/api/properties?type=purchase").expect(400);
    expect(bought.body.errors).toEqual({ type: ["type must be sale or rent"] });
    // The listing form's answer ("yes") is not what a listing says of itself (issue 34).
    const answered = await app.client().get("/api/properties?furnishing=yes").expect(400);
    expect(answered.body.errors).toEqual({
      furnishing: ["furnishing must be one of furnished, unfurnished, semi-furnished"],
    });
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
