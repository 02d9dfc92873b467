import { operatorActor } from "../../src/shared/actor.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const titles = (body: { title: string }[]) => body.map((p) => p.title);
const rent = (title: string, advance: number | null, extra: Record<string, unknown> = {}) =>
  insertProperty(app, {
    title,
    listing_type: "rent",
    rent_period: "month",
    price: "4000",
    rent_advance_months: advance,
    ...extra,
  });
const setRate = (rate: string) =>
  app.application.services.money.setRate(rate, operatorActor("cli:test"));

describe("honest terms on GET /api/properties and /{id}", () => {
  it("serves every term, null as 'not stated', and flags an advance above the legal six months", async () => {
    await rent("Two years up front", 24, {
      viewing_fee: "50",
      commission_percent: "10",
      digital_address: "GA-183-8164",
    });
    await rent("Six months up front", 6);
    await rent("Advance not stated", null);
    await insertProperty(app, {
      title: "Registered plot",
      property_type: "land",
      title_status: "registered",
    });
    const body = (await app.client().get("/api/properties?sort=price-low").expect(200)).body;
    const byTitle = Object.fromEntries(body.map((p: { title: string }) => [p.title, p]));
    expect(byTitle["Two years up front"]).toMatchObject({
      rentAdvanceMonths: 24,
      exceedsLegalAdvance: true,
      viewingFee: "50.00",
      commissionPercent: "10.00",
      digitalAddress: "GA-183-8164",
      titleStatus: null,
      priceCurrency: "GHS",
      priceConversion: null,
    });
    expect(byTitle["Six months up front"]).toMatchObject({
      rentAdvanceMonths: 6,
      exceedsLegalAdvance: false,
    });
    expect(byTitle["Advance not stated"]).toMatchObject({
      rentAdvanceMonths: null,
      exceedsLegalAdvance: false,
      viewingFee: null,
      commissionPercent: null,
      digitalAddress: null,
    });
    const plot = await app.client().get(`/api/properties/${byTitle["Registered plot"].id}`);
    expect(plot.body).toMatchObject({ titleStatus: "registered", priceConversion: null });
  });
});

describe("a commission above what is common (decision 100)", () => {
  it("is flagged above 10% on a letting and above 5% on a sale, never when unstated", async () => {
    await rent("Letting at 10%", 12, { commission_percent: "10" });
    await rent("Letting at 15%", 12, { commission_percent: "15" });
    await rent("Letting, commission not stated", 12);
    await insertProperty(app, { title: "Sale at 5%", commission_percent: "5" });
    await insertProperty(app, { title: "Sale at 8%", commission_percent: "8" });
    const body = (await app.client().get("/api/properties").expect(200)).body;
    const flagged = Object.fromEntries(
      body.map((p: { title: string; commissionAboveCommon: boolean }) => [
        p.title,
        p.commissionAboveCommon,
      ]),
    );
    expect(flagged).toEqual({
      "Letting at 10%": false,
      "Letting at 15%": true,
      "Letting, commission not stated": false,
      "Sale at 5%": false,
      "Sale at 8%": true,
    });
    const [sale] = body.filter((p: { title: string }) => p.title === "Sale at 8%");
    const page = (await app.client().get(`/api/properties/${sale.id}`).expect(200)).body;
    expect(page).toMatchObject({ commissionPercent: "8.00", commissionAboveCommon: true });
  });
});

describe("prices in cedis and dollars", () => {
  it("serves the dated equivalent in the other currency once a rate is set, on the list and the page", async () => {
    const cedis = await insertProperty(app, { title: "Cedi house", price: "380000" });
    const dollars = await insertProperty(app, {
      title: "Dollar villa",
      price: "250000",
      price_currency: "USD",
    });
    const set = await setRate("15.4");
    expect(set).toMatchObject({ rate: "15.40", repriced: 1 });
    expect(set.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const c = app.client();
    const house = (await c.get(`/api/properties/${cedis}`).expect(200)).body;
    expect(house.price).toMatch(/^380000(\.00)?$/);
    expect(house.priceConversion).toEqual({
      currency: "USD",
      amount: "24675.32",
      rate: "15.40",
      rateDate: set.rateDate,
    });
    const villa = (await c.get(`/api/properties/${dollars}`).expect(200)).body;
    // Stored and served in its own currency, as a string (spec §3).
    expect(villa).toMatchObject({ price: "250000.00", priceCurrency: "USD" });
    expect(villa.priceConversion).toMatchObject({ currency: "GHS", amount: "3850000.00" });
    const list = (await c.get("/api/properties").expect(200)).body;
    expect(list.every((p: { priceConversion: unknown }) => p.priceConversion !== null)).toBe(true);
  });

  it("filters and sorts by the cedi price; set-rate reprices dollar listings; unpriced ones sort last", async () => {
    await insertProperty(app, { title: "GH₵ 3,000,000", price: "3000000" });
    await insertProperty(app, { title: "GH₵ 500,000", price: "500000" });
    await insertProperty(app, { title: "US$ 100,000", price: "100000", price_currency: "USD" });
    const c = app.client();
    const get = async (q: string) => titles((await c.get(`/api/properties?${q}`).expect(200)).body);

    // No rate yet: no cedi price, so no price filter matches it and it sorts last both ways.
    expect(await get("sort=price-low")).toEqual(["GH₵ 500,000", "GH₵ 3,000,000", "US$ 100,000"]);
    expect(await get("sort=price-high")).toEqual(["GH₵ 3,000,000", "GH₵ 500,000", "US$ 100,000"]);
    expect((await get("minPrice=100000")).sort()).toEqual(["GH₵ 3,000,000", "GH₵ 500,000"]);

    await setRate("15.4"); // US$100,000 ≈ GH₵1,540,000
    expect(await get("sort=price-low")).toEqual(["GH₵ 500,000", "US$ 100,000", "GH₵ 3,000,000"]);
    expect(await get("minPrice=1000000&maxPrice=2000000")).toEqual(["US$ 100,000"]);
    const count = await c.get("/api/properties/count?minPrice=1000000&maxPrice=2000000");
    expect(count.body).toEqual({ total: 1 });

    await setRate("40"); // US$100,000 ≈ GH₵4,000,000
    expect(await get("sort=price-high")).toEqual(["US$ 100,000", "GH₵ 3,000,000", "GH₵ 500,000"]);
    const [row] = await app.sql<{ price_ghs: string }>(
      "SELECT price_ghs FROM properties WHERE price_currency = 'USD'",
    );
    expect(Number(row?.price_ghs)).toBe(4_000_000);
    // A dollar listing added later is priced at the latest rate as it is written.
    await insertProperty(app, { title: "Later", price: "10", price_currency: "USD" });
    expect(await get("maxPrice=400")).toEqual(["Later"]);
  });

  it("keeps the rate history and refuses a rate that is not a sane number of cedis per dollar", async () => {
    for (const bad of ["0", "0.5", "101", "abc", "-3", "", "15.12345", "1e1"]) {
      await expect(setRate(bad)).rejects.toMatchObject({
        kind: "invalid",
        errors: { ghsPerUsd: [expect.stringContaining("between 1 and 100")] },
      });
    }
    expect(await app.sql("SELECT * FROM exchange_rates")).toHaveLength(0);
    await setRate("15.4");
    await setRate("15.75");
    expect(await app.sql("SELECT * FROM exchange_rates")).toHaveLength(2);
    expect((await app.application.services.money.currentRate())?.ghsPerUsd).toBe("15.7500");
  });
});

describe("maxAdvance", () => {
  beforeEach(async () => {
    await rent("Six months", 6);
    await rent("One year", 12);
    await rent("Two years", 24);
    await rent("Not stated", null);
    await insertProperty(app, { title: "For sale" });
  });

  it("keeps rentals that state an advance within it; sales and unstated advances drop out", async () => {
    const c = app.client();
    const get = async (q: string) =>
      titles((await c.get(`/api/properties?${q}`).expect(200)).body).sort();
    expect(await get("maxAdvance=6")).toEqual(["Six months"]);
    expect(await get("maxAdvance=12")).toEqual(["One year", "Six months"]);
    expect(await get("maxAdvance=any")).toHaveLength(5);
    expect((await c.get("/api/properties/count?maxAdvance=24").expect(200)).body).toEqual({
      total: 3,
    });
  });

  it.each(["six", "-1", "61", "6.5"])("answers 400 for maxAdvance=%s", async (value) => {
    const res = await app.client().get(`/api/properties?maxAdvance=${value}`).expect(400);
    expect(res.body.errors.maxAdvance).toHaveLength(1);
    await app.client().get(`/api/properties/count?maxAdvance=${value}`).expect(400);
  });
});
