import type { PropertyFilter, PropertySort } from "../../src/modules/listings/listings.types.js";
import type { TestApp } from "../support/test-app.js";
import {
  insertCatalogue,
  ORDERS,
  searchedOnEveryPath,
  withPropertyApp,
} from "./property-search-support.js";

let app: TestApp;
withPropertyApp((started) => {
  app = started;
});

describe("PropertyRepository search, count and pins over one catalogue", () => {
  beforeAll(async () => {
    await app.reset();
    await insertCatalogue(app);
  });

  /** The page every search path gives, asserted equal across paths. */
  const searched = (f: Partial<PropertyFilter>) => searchedOnEveryPath(app, f);

  it("keeps the cedi prices the search sorts on: a dollar price at the rate, none before a rate", async () => {
    const rows = await app.sql<{
      title: string;
      price_ghs: string | null;
      comparable: string | null;
    }>(
      `SELECT title, price_ghs::text, comparable_price_ghs::text AS comparable FROM properties
        WHERE title = ANY($1) ORDER BY id`,
      [["Dollar duplex, Trasacco", "Cantonments villa", "Airport flat, a year ahead"]],
    );
    expect(rows).toEqual([
      { title: "Dollar duplex, Trasacco", price_ghs: null, comparable: null },
      { title: "Cantonments villa", price_ghs: "1860000.00", comparable: "1860000.00" },
      { title: "Airport flat, a year ahead", price_ghs: "60000.00", comparable: "5000.00" },
    ]);
  });

  it.each(Object.keys(ORDERS) as PropertySort[])(
    "lists every visible listing in the %s order, ties by id, on every path",
    async (sort) => {
      expect(await searched({ sort })).toEqual(ORDERS[sort]);
    },
  );

  it.each(Object.keys(ORDERS) as PropertySort[])(
    "pages through the %s order two at a time without repeating or skipping one",
    async (sort) => {
      const paged: string[] = [];
      for (let offset = 0; offset < 10; offset += 2) {
        paged.push(...(await searched({ sort, limit: 2, offset })));
      }
      expect(paged).toEqual(ORDERS[sort]);
      expect(await searched({ sort, limit: 2, offset: 9 })).toEqual([]);
    },
  );

  it("pages across the last sales into the first rentals of a price sort", async () => {
    expect(await searched({ sort: "price-low", limit: 3, offset: 4 })).toEqual([
      "Cantonments villa",
      "Dollar duplex, Trasacco",
      "Chamber and hall, Asokwa",
    ]);
    expect(await searched({ sort: "price-high", limit: 2, offset: 5 })).toEqual([
      "Dollar duplex, Trasacco",
      "Osu apartment to let",
    ]);
  });

  it("finds words in any case in the title, description, location or city, every word required", async () => {
    expect(await searched({ search: "LEGON" })).toEqual(["Walled house, East Legon"]);
    expect(await searched({ search: "kumasi" })).toEqual([
      "Chamber and hall, Asokwa",
      "Ahodwo bungalow",
    ]);
    expect(await searched({ search: "Borehole" })).toEqual([
      "Walled house, East Legon",
      "Cantonments villa",
    ]);
    expect(await searched({ search: "flat   osu" })).toEqual(["Osu apartment to let"]);
    expect(await searched({ search: "borehole kumasi" })).toEqual([]);
    // Too short for the text signature: every listing holding "ho" anywhere.
    expect(await searched({ search: "ho" })).toEqual([
      "Walled house, East Legon",
      "Cantonments villa",
      "Ahodwo bungalow",
      "Ho townhouse",
    ]);
  });

  it("matches a visitor's % and _ only as those characters, not as LIKE wildcards", async () => {
    expect(await searched({ search: "100%" })).toEqual(["Cantonments villa"]);
    expect(await searched({ search: "%" })).toEqual(["Cantonments villa"]);
    expect(await searched({ search: "_" })).toEqual([]);
    expect(await searched({ search: "b_rehole" })).toEqual([]);
  });

  it("words with a sort and filters", async () => {
    expect(await searched({ search: "flat", sort: "price-high" })).toEqual([
      "Osu apartment to let",
      "Airport flat, a year ahead",
    ]);
    expect(await searched({ search: "ho", sort: "price-low", city: "accra" })).toEqual([
      "Walled house, East Legon",
      "Cantonments villa",
    ]);
    expect(await searched({ search: "house", city: "Accra", bedrooms: 3 })).toEqual([
      "Walled house, East Legon",
    ]);
    expect(
      await searched({ search: "two-bedroom", propertyType: "apartment", sort: "featured" }),
    ).toEqual(["Osu apartment to let", "Airport flat, a year ahead"]);
    expect(
      await searched({ search: "a", listingType: "sale", sort: "price-low", minPrice: 900000 }),
    ).toEqual(["Ahodwo bungalow", "Walled house, East Legon", "Tema plot", "Cantonments villa"]);
  });
});
