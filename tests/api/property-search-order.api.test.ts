import { seedDatabase } from "../../seeds/seed-database.js";
import { PROPERTY_TYPE, PROPERTY_TYPES } from "../../src/modules/listings/listings.rules.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { titles } from "./properties-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("GET /api/properties", () => {
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
