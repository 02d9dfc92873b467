import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { comparisonOf, refreshGuide, setRate as setRateOn } from "./price-guide-support.js";

// A listing's band among its comparables (decision 70), read from the kept figures.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const setRate = (ghsPerUsd: string, daysAgo: number) => setRateOn(app, ghsPerUsd, daysAgo);
const refresh = () => refreshGuide(app);
const comparison = (id: number) => comparisonOf(app, id);

/** A 3-bedroom house to rent in Ahodwo, Kumasi. */
const kumasiHouse = (price: string, extra: Record<string, unknown> = {}) =>
  insertProperty(app, {
    price,
    listing_type: "rent",
    rent_period: "month",
    city: "Kumasi",
    region: "Ashanti",
    location: "Ahodwo Daban, Ahodwo",
    bedrooms: 3,
    ...extra,
  });

describe("GET /api/properties/{id}/price-comparison", () => {
  it("says nothing with 4 comparables, and places the price once there are 5", async () => {
    const subject = await kumasiHouse("3500");
    for (const price of ["2000", "3000", "4000", "5000"]) await kumasiHouse(price);
    // Not comparable: another bedroom count, a sale, an apartment, another city.
    await kumasiHouse("3000", { bedrooms: 2 });
    await kumasiHouse("3000", { listing_type: "sale", rent_period: null });
    await kumasiHouse("3000", { property_type: "apartment" });
    await kumasiHouse("3000", { city: "Tamale", location: "Ahodwo" });
    await refresh();
    // Its group counts 5 listings, itself among them: 4 others.
    expect(await comparison(subject)).toBeNull();

    // The fifth: a yearly rent of 72,000 is 6,000 a month. The group's figures count the
    // subject's own 3,500 too (decision 70): 2,000, 3,000, 3,500, 4,000, 5,000, 6,000;
    // positions 1.25, 2.5 and 3.75 of 0..5: 3,000 + ¼ × 500, (3,500 + 4,000) / 2, 4,000 + ¾ × 1,000.
    await kumasiHouse("72000", { rent_period: "year" });
    expect(await comparison(subject)).toBeNull(); // not until the figures are refreshed
    const { computedAt } = await refresh();
    expect(await comparison(subject)).toEqual({
      comparables: 5,
      area: "Ahodwo, Kumasi",
      band: "typical",
      group: {
        city: "Kumasi",
        neighbourhood: "Ahodwo",
        listingType: "rent",
        propertyType: "house",
        bedrooms: 3,
      },
      low: 3125,
      median: 3750,
      high: 4750,
      computedAt: computedAt.toISOString(),
    });
    // Its own price is read as it is now, against the kept figures.
    const priced = async (price: string) => {
      await app.sql("UPDATE properties SET price = $1 WHERE id = $2", [price, subject]);
      return (await comparison(subject)).band;
    };
    expect(await priced("3124")).toBe("below");
    expect(await priced("3125")).toBe("typical");
    expect(await priced("4750")).toBe("typical");
    expect(await priced("4751")).toBe("above");
    // Its own price in dollars, at the rate of the day it was listed: US$380 at 12.5 = 4,750
    // (today's 15 would make it 5,700, above).
    await setRate("12.5", 30);
    await setRate("15", 0);
    await app.sql("UPDATE properties SET price = 380, price_currency = 'USD' WHERE id = $1", [
      subject,
    ]);
    expect((await comparison(subject)).band).toBe("typical");
  });

  it("compares with the whole city when the neighbourhood has too few", async () => {
    for (const price of ["2000", "3000", "4000", "5000", "6000"]) await kumasiHouse(price);
    const subject = await kumasiHouse("9000", { location: "Santasi Roundabout, Santasi" });
    await refresh();
    // Kumasi's 6 (itself among them): 2,000..6,000 and 9,000; the middle range 3,250–5,750.
    expect(await comparison(subject)).toMatchObject({
      comparables: 5,
      area: "Kumasi",
      band: "above",
      group: { city: "Kumasi", neighbourhood: null },
      low: 3250,
      high: 5750,
    });
  });

  it("counts a listing under review in no group: all of its group are others", async () => {
    for (const price of ["2000", "3000", "4000", "5000", "6000"]) await kumasiHouse(price);
    const subject = await kumasiHouse("1000", { open_report_count: 3 });
    await refresh();
    expect(await comparison(subject)).toMatchObject({ comparables: 5, band: "below", low: 3000 });
  });

  it("is 404 'Property Not Found' for an unknown or unpublished listing", async () => {
    const hidden = await kumasiHouse("3000", { published: false });
    for (const id of ["999999", "abc", String(hidden)]) {
      const res = await app.client().get(`/api/properties/${id}/price-comparison`).expect(404);
      expect(res.body.message).toBe("Property Not Found");
    }
  });
});
