import type { PropertyFilter } from "../../src/modules/listings/listings.types.js";
import type { TestApp } from "../support/test-app.js";
import { daysAgo, EAST_LEGON, OSU } from "./listing-rows.js";
import {
  filter,
  insertCatalogue,
  propertyRepository,
  searchedOnEveryPath,
  searchPathsOf,
  withPropertyApp,
} from "./property-search-support.js";

let app: TestApp;
withPropertyApp((started) => {
  app = started;
});

const properties = () => propertyRepository(app);
const searchPaths = () => searchPathsOf(app);

describe("PropertyRepository search, count and pins over one catalogue", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    await app.reset();
    Object.assign(ids, await insertCatalogue(app));
  });

  const byTitle = (...names: string[]) => names.map((name) => ids[name] as number);

  /** The page every search path gives, asserted equal across paths. */
  const searched = (f: Partial<PropertyFilter>) => searchedOnEveryPath(app, f);

  it("filters on type, city and region in any case, furnishing, university, kind and featured", async () => {
    expect(await searched({ propertyType: "HOUSE" })).toEqual([
      "Walled house, East Legon",
      "Cantonments villa",
      "Ahodwo bungalow",
      "Ho townhouse",
      "Dollar duplex, Trasacco",
    ]);
    expect(await searched({ city: "accra" })).toEqual([
      "Walled house, East Legon",
      "Osu apartment to let",
      "Cantonments villa",
      "Airport flat, a year ahead",
      "Dollar duplex, Trasacco",
    ]);
    expect(await searched({ region: "ASHANTI" })).toEqual([
      "Chamber and hall, Asokwa",
      "Ahodwo bungalow",
    ]);
    expect(await searched({ furnishing: "furnished" })).toEqual(["Osu apartment to let"]);
    expect(await searched({ nearUniversity: "university-of-ghana" })).toEqual([
      "Walled house, East Legon",
      "Osu apartment to let",
    ]);
    expect(await searched({ nearUniversity: "knust", sort: "price-high" })).toEqual([
      "Chamber and hall, Asokwa",
    ]);
    expect(await searched({ listingType: "rent" })).toEqual([
      "Osu apartment to let",
      "Airport flat, a year ahead",
      "Chamber and hall, Asokwa",
    ]);
    expect(await searched({ featured: true, sort: "price-low" })).toEqual([
      "Cantonments villa",
      "Osu apartment to let",
    ]);
  });

  it("filters on the cedi price as stated (a yearly rent's whole year), dollars at the rate, unpriced out", async () => {
    expect(await searched({ minPrice: 1855000 })).toEqual(["Cantonments villa"]);
    expect(await searched({ minPrice: 1850000, maxPrice: 1850000, sort: "price-high" })).toEqual([
      "Tema plot",
      "Walled house, East Legon",
    ]);
    expect(await searched({ maxPrice: 6000 })).toEqual([
      "Osu apartment to let",
      "Chamber and hall, Asokwa",
    ]);
    expect(await searched({ listingType: "rent", minPrice: 5000, sort: "price-low" })).toEqual([
      "Airport flat, a year ahead",
      "Osu apartment to let",
    ]);
    expect(await searched({ listingType: "rent", maxPrice: 5500, sort: "price-high" })).toEqual([
      "Chamber and hall, Asokwa",
    ]);
    expect(
      await searched({ listingType: "sale", maxPrice: 10_000_000, sort: "price-high" }),
    ).toEqual([
      "Cantonments villa",
      "Tema plot",
      "Walled house, East Legon",
      "Ahodwo bungalow",
      "Ho townhouse",
    ]);
  });

  it("filters on the advance (rentals stating one), bedrooms (4 is 4 or more)", async () => {
    expect(await searched({ maxAdvance: 6 })).toEqual(["Osu apartment to let"]);
    expect(await searched({ maxAdvance: 12, sort: "price-low" })).toEqual([
      "Airport flat, a year ahead",
      "Osu apartment to let",
    ]);
    expect(await searched({ bedrooms: 4 })).toEqual([
      "Cantonments villa",
      "Ahodwo bungalow",
      "Dollar duplex, Trasacco",
    ]);
    expect(await searched({ bedrooms: 2 })).toEqual([
      "Osu apartment to let",
      "Airport flat, a year ahead",
      "Ho townhouse",
    ]);
  });

  it("filters on a map box with its edges included; a listing with no pin drops out", async () => {
    expect(await searched({ bbox: { south: 5.5, north: 5.7, west: -0.25, east: -0.1 } })).toEqual([
      "Walled house, East Legon",
      "Osu apartment to let",
      "Airport flat, a year ahead",
    ]);
    // Osu's latitude and longitude, and East Legon's, exactly on the box's edges.
    expect(
      await searched({
        bbox: {
          south: OSU.latitude,
          north: EAST_LEGON.latitude,
          west: OSU.longitude,
          east: EAST_LEGON.longitude,
        },
        sort: "price-low",
      }),
    ).toEqual(["Walled house, East Legon", "Airport flat, a year ahead", "Osu apartment to let"]);
  });

  it("filters on creation after a moment (excluded) up to another (included), and on ids", async () => {
    expect(await searched({ createdAfter: daysAgo(5), createdUpTo: daysAgo(2) })).toEqual([
      "Osu apartment to let",
      "Cantonments villa",
      "Airport flat, a year ahead",
    ]);
    expect(
      await searched({
        ids: byTitle("Ahodwo bungalow", "Expired house", "Walled house, East Legon"),
      }),
    ).toEqual(["Walled house, East Legon", "Ahodwo bungalow"]);
    expect(await searched({ ids: [] })).toEqual([]);
  });

  it("judges expiry at the filter's moment, else the Clock's", async () => {
    // A day earlier the expired house was still fresh.
    const expired = byTitle("Expired house", "Walled house, East Legon");
    expect(await searched({ ids: expired, now: daysAgo(1) })).toEqual([
      "Expired house",
      "Walled house, East Legon",
    ]);
    expect(await searched({ ids: expired })).toEqual(["Walled house, East Legon"]);
  });

  it("counts the matches whatever the page, stopping at upTo when given", async () => {
    for (const [path, repo] of searchPaths()) {
      const counts = {
        path,
        all: await repo.count(filter({ limit: 2, offset: 4 })),
        accra: await repo.count(filter({ city: "ACCRA" })),
        capped: await repo.count(filter(), 3),
        uncapped: await repo.count(filter(), 100),
        word: await repo.count(filter({ search: "ho" })),
        wordCapped: await repo.count(filter({ search: "ho" }), 2),
        wordUpTo: await repo.count(filter({ search: "ho" }), 10),
        wordAndCity: await repo.count(filter({ search: "ho", city: "Accra" }), 10),
        rentInRange: await repo.count(filter({ listingType: "rent", minPrice: 5000 }), 10),
        none: await repo.count(filter({ search: "penthouse" }), 10),
      };
      expect(counts).toEqual({
        path,
        all: 9,
        accra: 5,
        capped: 3,
        uncapped: 9,
        word: 4,
        wordCapped: 2,
        wordUpTo: 4,
        wordAndCity: 2,
        rentInRange: 2,
        none: 0,
      });
    }
  });

  it("gives the pins of the box's visible listings in id order, with what a popup shows", async () => {
    const pins = await properties().pins(
      filter({ bbox: { south: 5.5, north: 5.7, west: -0.25, east: -0.1 }, sort: "price-high" }),
      100,
    );
    expect(pins).toEqual([
      {
        id: ids["Walled house, East Legon"],
        title: "Walled house, East Legon",
        ...EAST_LEGON,
        price: "1850000.00",
        priceCurrency: "GHS",
        listingType: "sale",
        rentPeriod: null,
      },
      {
        id: ids["Osu apartment to let"],
        title: "Osu apartment to let",
        ...OSU,
        price: "6000.00",
        priceCurrency: "GHS",
        listingType: "rent",
        rentPeriod: "month",
      },
      {
        id: ids["Airport flat, a year ahead"],
        title: "Airport flat, a year ahead",
        latitude: 5.6,
        longitude: -0.175,
        price: "60000.00",
        priceCurrency: "GHS",
        listingType: "rent",
        rentPeriod: "year",
      },
    ]);
  });

  it("gives at most upTo pins, and pins only for the filters' matches", async () => {
    const box = { south: 4.5, north: 11.2, west: -3.3, east: 1.2 };
    const capped = await properties().pins(filter({ bbox: box }), 2);
    expect(capped).toHaveLength(2);
    const all = await properties().pins(filter({ bbox: box }), 100);
    expect(all.map((p) => p.title)).toEqual([
      "Walled house, East Legon",
      "Osu apartment to let",
      "Airport flat, a year ahead",
      "Ahodwo bungalow",
    ]);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(capped.map((p) => p.id)));
    const words = await properties().pins(
      filter({ bbox: box, search: "ho", listingType: "sale" }),
      100,
    );
    expect(words.map((p) => p.title)).toEqual(["Walled house, East Legon", "Ahodwo bungalow"]);
  });
});
