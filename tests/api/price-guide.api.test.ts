import { JobHeldError } from "../../src/modules/jobs/jobs.errors.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { comparisonOf, refreshGuide, setRate as setRateOn } from "./price-guide-support.js";
import { days } from "./properties-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const setRate = (ghsPerUsd: string, daysAgo: number) => setRateOn(app, ghsPerUsd, daysAgo);
const refresh = () => refreshGuide(app);
const comparison = (id: number) => comparisonOf(app, id);

/** A 2-bedroom flat to rent in East Legon, Accra, at GH₵`price` a month unless told. */
const flat = (price: string, extra: Record<string, unknown> = {}) =>
  insertProperty(app, {
    price,
    listing_type: "rent",
    rent_period: "month",
    location: "Boundary Road, East Legon",
    property_type: "apartment",
    bedrooms: 2,
    ...extra,
  });

/** A 3-bedroom house for sale in East Legon, Accra. */
const house = (price: string, extra: Record<string, unknown> = {}) =>
  insertProperty(app, { price, location: "East Legon", bedrooms: 3, ...extra });

interface Group {
  city: string;
  neighbourhood: string | null;
  listingType: string;
  propertyType: string;
  bedrooms: number | null;
  listings: number;
  dollarListings: number;
  low: number;
  median: number;
  high: number;
}

/** Rates: GH₵12.50 per US$ from 30 days ago, GH₵15 from 5 days ago. */
async function arrange() {
  await setRate("12.5", 30);
  await setRate("15", 5);
  // East Legon flats: 3,000, 4,000 (let already: its asking price counts), 60,000 a year (5,000 a
  // month), US$480 a month listed 10 days ago (at that day's 12.50: 6,000, not today's 7,200), 8,000.
  await flat("3000");
  await flat("4000", { status: "rented" });
  await flat("60000", { rent_period: "year" });
  await flat("480", { price_currency: "USD", created_at: days(10) });
  await flat("8000");
  // Not counted: listed seven months ago, unpublished, or under review (3 counted reports).
  await flat("100", { created_at: days(215) });
  await flat("100", { published: false });
  await flat("100", { open_report_count: 3 });
  // Another neighbourhood of Accra: in the city's figures, too few for its own.
  await flat("2000", { location: "Dansoman" });
  // Houses for sale: US$80,000 listed 60 days ago, before any rate: the first rate (12.50), 1,000,000.
  await house("80000", { price_currency: "USD", created_at: days(60) });
  await house("1200000");
  await house("1500000");
  await house("2000000");
}

describe("GET /api/price-guide", () => {
  it("gives the 25th percentile, median and 75th of six months' asking prices, by area and kind", async () => {
    await arrange();
    await refresh();
    const res = await app.client().get("/api/price-guide").expect(200);
    expect(res.body.minListings).toBe(3);
    const groups: Group[] = res.body.groups;
    const rows = groups.map((g) => [g.neighbourhood ?? "(all)", g.listingType, g.listings]);
    // The whole city first, then its neighbourhoods; rent before sale. Dansoman alone is too few.
    expect(rows).toEqual([
      ["(all)", "rent", 6],
      ["(all)", "sale", 4],
      ["East Legon", "rent", 5],
      ["East Legon", "sale", 4],
    ]);
    const [accraFlats, accraHouses, eastLegonFlats, eastLegonHouses] = groups;
    // 3000, 4000, 5000, 6000, 8000: positions 1, 2 and 3 of 0..4.
    expect(eastLegonFlats).toEqual({
      city: "Accra",
      neighbourhood: "East Legon",
      listingType: "rent",
      propertyType: "apartment",
      bedrooms: 2,
      listings: 5,
      dollarListings: 1,
      low: 4000,
      median: 5000,
      high: 6000,
    });
    // 2000, 3000, 4000, 5000, 6000, 8000: positions 1.25, 2.5 and 3.75 of 0..5 (5000 + 0.75 × 1000).
    expect(accraFlats).toMatchObject({ neighbourhood: null, low: 3250, median: 4500, high: 5750 });
    // 1,000,000, 1,200,000, 1,500,000, 2,000,000: positions 0.75, 1.5 and 2.25 of 0..3.
    expect(eastLegonHouses).toMatchObject({
      propertyType: "house",
      bedrooms: 3,
      listings: 4,
      dollarListings: 1,
      low: 1_150_000,
      median: 1_350_000,
      high: 1_625_000,
    });
    expect(accraHouses).toMatchObject({ listings: 4, median: 1_350_000 });
    // Dansoman's group (one flat) is counted as left out.
    expect(res.body.tooFew).toBe(1);
    expect(res.body.until).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.now() - Date.parse(res.body.computedAt)).toBeLessThan(60_000);
  });

  it("filters by city, type, property type, bedrooms and neighbourhood", async () => {
    await arrange();
    await refresh();
    const c = app.client();
    const ask = async (query: string) =>
      ((await c.get(`/api/price-guide?${query}`).expect(200)).body.groups as Group[]).map(
        (g) => `${g.neighbourhood ?? "all"} ${g.listingType} ${g.propertyType} ${g.bedrooms}`,
      );
    expect(await ask("type=sale")).toEqual(["all sale house 3", "East Legon sale house 3"]);
    expect(await ask("city=accra&propertyType=Apartment&bedrooms=2")).toEqual([
      "all rent apartment 2",
      "East Legon rent apartment 2",
    ]);
    expect(await ask("city=Kumasi")).toEqual([]);
    expect(await ask("bedrooms=5%2B")).toEqual([]);
    // A neighbourhood: its own figures only, as the property page's link asks for them.
    expect(await ask("city=Accra&neighbourhood=east%20legon&type=rent")).toEqual([
      "East Legon rent apartment 2",
    ]);
    expect(await ask("city=all&type=any&propertyType=&bedrooms=any")).toHaveLength(4);
  });

  it("counts a dollar price at no rate when none has been set: it is left out", async () => {
    await flat("3000");
    await flat("4000");
    await flat("5000");
    await flat("480", { price_currency: "USD" });
    await refresh();
    const { body } = await app.client().get("/api/price-guide?neighbourhood=East Legon");
    expect(body.groups).toMatchObject([{ listings: 3, dollarListings: 0, median: 4000 }]);
  });

  it("answers 400 with a message for each bad filter", async () => {
    const c = app.client();
    const bad = async (query: string) =>
      (await c.get(`/api/price-guide?${query}`).expect(400)).body.errors;
    expect(await bad("type=lease")).toEqual({ type: ["Type must be rent or sale"] });
    expect(await bad("bedrooms=7")).toEqual({
      bedrooms: ["Bedrooms must be one of 0, 1, 2, 3, 4, 5+"],
    });
    expect(await bad("propertyType=castle")).toEqual({ propertyType: [expect.any(String)] });
    expect(await bad("city=Accra&city=Tema")).toEqual({
      city: ["City must be text of at most 80 characters, e.g. Accra"],
    });
    expect(Object.keys(await bad(`neighbourhood=${"x".repeat(201)}&type=x`)).sort()).toEqual([
      "neighbourhood",
      "type",
    ]);
  });
});

describe("the kept figures and their refresh", () => {
  const guide = async (query = "") =>
    (await app.client().get(`/api/price-guide${query}`).expect(200)).body;

  it("says the figures were never computed before the first refresh, and 200s", async () => {
    await flat("3000");
    await flat("4000");
    await flat("5000");
    expect(await guide()).toEqual({
      since: null,
      until: null,
      computedAt: null,
      minListings: 3,
      groups: [],
      tooFew: 0,
    });
  });

  it("a refresh replaces the previous figures whole", async () => {
    await arrange();
    const first = await refresh();
    // Accra's flats and houses, East Legon's, and Dansoman's one flat: 5 groups of 10 listings.
    expect(first).toMatchObject({ groups: 5, shown: 4, listings: 10 });
    await app.sql("DELETE FROM properties WHERE location = 'Dansoman' OR listing_type = 'sale'");
    await app.sql("UPDATE properties SET price = price * 2 WHERE price_currency = 'GHS'");
    const second = await refresh();
    expect(second).toMatchObject({ groups: 2, shown: 2, listings: 5 });
    expect(second.computedAt.getTime()).toBeGreaterThanOrEqual(first.computedAt.getTime());
    const after = await guide();
    // 6,000, 8,000, 10,000, 6,000 (the dollar flat, unchanged), 16,000: sorted 6,000, 6,000,
    // 8,000, 10,000, 16,000; positions 1, 2 and 3. No house, no Dansoman left, nothing hidden.
    expect(after.groups.map((g: Group) => [g.neighbourhood, g.low, g.median, g.high])).toEqual([
      [null, 6000, 8000, 10000],
      ["East Legon", 6000, 8000, 10000],
    ]);
    expect(after.tooFew).toBe(0);
    const [{ n }] = await app.sql("SELECT count(*)::int AS n FROM price_guide_figures");
    expect(n).toBe(2);
  });

  it("keeps the figures until the next refresh: a listing added after it is not counted yet", async () => {
    for (const price of ["3000", "4000", "5000", "6000", "7000"]) await flat(price);
    await refresh();
    const before = await guide("?neighbourhood=East Legon");
    expect(before.groups).toMatchObject([{ listings: 5, median: 5000 }]);

    const late = await flat("20000");
    expect(await guide("?neighbourhood=East Legon")).toEqual(before);
    // Listed after the figures were computed, it is not one of them: all 5 are its comparables.
    expect(await comparison(late)).toMatchObject({ comparables: 5, band: "above", high: 6000 });

    await refresh();
    // 3,000..7,000 and 20,000: positions 1.25, 2.5 and 3.75 of 0..5.
    expect((await guide("?neighbourhood=East Legon")).groups).toMatchObject([
      { listings: 6, low: 4250, median: 5500, high: 6750 },
    ]);
    // Now one of the 6: the others are still 5.
    expect(await comparison(late)).toMatchObject({ comparables: 5, band: "above", high: 6750 });
  });

  it("two refreshes at once do one; the other is told the job is held", async () => {
    await arrange();
    // Two runs meet only if the second starts before the first ends; on a loaded machine the
    // first can end first (CI run of 393456e), and the pair is tried again.
    let runs = await Promise.allSettled([refresh(), refresh()]);
    for (let tries = 1; tries < 5 && runs.every((r) => r.status === "fulfilled"); tries++) {
      runs = await Promise.allSettled([refresh(), refresh()]);
    }
    const ran = runs.filter((r) => r.status === "fulfilled");
    const held = runs.filter((r) => r.status === "rejected");
    expect(ran).toEqual([
      { status: "fulfilled", value: expect.objectContaining({ groups: 5, listings: 10 }) },
    ]);
    expect(held).toHaveLength(1);
    expect((held[0] as PromiseRejectedResult).reason).toBeInstanceOf(JobHeldError);
    const [{ n }] = await app.sql("SELECT count(*)::int AS n FROM price_guide_figures");
    expect(n).toBe(5);
    // The operators' last-success metric moves (decision 61).
    expect(await app.sql("SELECT name FROM job_runs")).toEqual([{ name: "refresh-price-guide" }]);
  });
});
