import { TOKENS } from "../../src/container/tokens.js";
import type { RateSpan } from "../../src/modules/money/rate-spans.js";
import type { PriceGuideRepository } from "../../src/modules/price-guide/price-guide.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, NOW } from "./listing-rows.js";
import {
  insertGuideListings as insertGuideListingsInto,
  RATES,
  rentFlats,
  WINDOW,
} from "./price-guide-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const guide = () =>
  app.application.container.get<PriceGuideRepository>(TOKENS.PriceGuideRepository);

/** The guide's listings (see price-guide-support.ts); their ids by name. */
const insertGuideListings = () => insertGuideListingsInto(app);

describe("PriceGuideRepository", () => {
  it("has no computation and no figures before the first refresh", async () => {
    expect(await guide().computation()).toBeNull();
    expect(await guide().figures({})).toBeNull();
    expect(
      await guide().groupFigures({ city: "Accra", neighbourhood: null, ...rentFlats }),
    ).toBeNull();
  });

  it("keeps every group's percentiles in cedis a month, each neighbourhood's and each city's", async () => {
    await insertGuideListings();
    const computedAt = new Date("2026-11-23T03:00:00.000Z");
    expect(await guide().refresh(WINDOW, computedAt, 2)).toEqual({
      groups: 9,
      shown: 4,
      listings: 10,
    });
    expect(await guide().computation()).toEqual({ since: WINDOW.since, until: NOW, computedAt });

    const accra = await guide().figures({ city: "accra", ...rentFlats });
    expect(accra).toEqual({
      computation: { since: WINDOW.since, until: NOW, computedAt },
      groups: [
        // 2,500  3,000  4,000  4,687.50  6,000  8,000: the 75th percentile 5,671.875, to the pesewa
        {
          city: "Accra",
          neighbourhood: null,
          ...rentFlats,
          listings: 6,
          dollarListings: 2,
          low: 3250,
          median: 4343.75,
          high: 5671.88,
        },
        // 3,000  4,000  6,000  8,000, its spelling the first of its three in byte order
        {
          city: "Accra",
          neighbourhood: "East Legon",
          ...rentFlats,
          listings: 4,
          dollarListings: 1,
          low: 3750,
          median: 5000,
          high: 6500,
        },
        {
          city: "Accra",
          neighbourhood: "Osu",
          ...rentFlats,
          listings: 1,
          dollarListings: 1,
          low: 4687.5,
          median: 4687.5,
          high: 4687.5,
        },
      ],
    });
    expect((await guide().figures({ bedrooms: 5 }))?.groups).toEqual([
      {
        city: "KUMASI",
        neighbourhood: null,
        listingType: "sale",
        propertyType: "house",
        bedrooms: 5,
        listings: 2,
        dollarListings: 0,
        low: 1250000,
        median: 1500000,
        high: 1750000,
      },
      {
        city: "KUMASI",
        neighbourhood: "Ahodwo",
        listingType: "sale",
        propertyType: "house",
        bedrooms: 5,
        listings: 2,
        dollarListings: 0,
        low: 1250000,
        median: 1500000,
        high: 1750000,
      },
    ]);
    expect((await guide().figures({ bedrooms: null }))?.groups).toEqual([
      {
        city: "Tema",
        neighbourhood: null,
        listingType: "sale",
        propertyType: "land",
        bedrooms: null,
        listings: 1,
        dollarListings: 0,
        low: 350000.5,
        median: 350000.5,
        high: 350000.5,
      },
      {
        city: "Tema",
        neighbourhood: "Community 25",
        listingType: "sale",
        propertyType: "land",
        bedrooms: null,
        listings: 1,
        dollarListings: 0,
        low: 350000.5,
        median: 350000.5,
        high: 350000.5,
      },
    ]);
    expect((await guide().figures({ listingType: "rent", propertyType: "HOUSE" }))?.groups).toEqual(
      [
        {
          city: "Accra",
          neighbourhood: null,
          listingType: "rent",
          propertyType: "house",
          bedrooms: 3,
          listings: 1,
          dollarListings: 1,
          low: 16000,
          median: 16000,
          high: 16000,
        },
        {
          city: "Accra",
          neighbourhood: "Airport Residential",
          listingType: "rent",
          propertyType: "house",
          bedrooms: 3,
          listings: 1,
          dollarListings: 1,
          low: 16000,
          median: 16000,
          high: 16000,
        },
      ],
    );
  });

  it("reads one neighbourhood's groups in any case and spacing, and a group with its whole city's", async () => {
    await insertGuideListings();
    await guide().refresh(WINDOW, NOW, 2);
    const eastLegon = await guide().figures({ city: "Accra", neighbourhood: "  EAST LEGON " });
    expect(eastLegon?.groups.map((g) => [g.neighbourhood, g.listings])).toEqual([
      ["East Legon", 4],
    ]);
    expect((await guide().figures({ neighbourhood: "Cantonments" }))?.groups).toEqual([]);
    expect((await guide().figures({ city: "Takoradi" }))?.computation.computedAt).toEqual(NOW);

    const group = await guide().groupFigures({
      city: "Accra",
      neighbourhood: "east legon",
      ...rentFlats,
    });
    expect(group?.groups.map((g) => [g.neighbourhood, g.listings])).toEqual([
      [null, 6],
      ["East Legon", 4],
    ]);
    const city = await guide().groupFigures({ city: "accra", neighbourhood: null, ...rentFlats });
    expect(city?.groups.map((g) => [g.neighbourhood, g.median])).toEqual([[null, 4343.75]]);
    const topGroup = await guide().groupFigures({
      city: "Kumasi",
      neighbourhood: "Ahodwo",
      listingType: "sale",
      propertyType: "house",
      bedrooms: 5,
    });
    expect(topGroup?.groups).toHaveLength(2);
  });

  it("replaces the kept figures and window on a later refresh", async () => {
    await insertGuideListings();
    await guide().refresh(WINDOW, daysAgo(1), 2);
    const later = { since: daysAgo(15), until: NOW, rates: [] };
    // No rate at all: the dollar listings have no cedi price and are left out.
    expect(await guide().refresh(later, NOW, 2)).toEqual({ groups: 4, shown: 2, listings: 3 });
    expect(await guide().computation()).toEqual({
      since: daysAgo(15),
      until: NOW,
      computedAt: NOW,
    });
    expect(await app.sql("SELECT count(*)::int AS n FROM price_guide_window")).toEqual([{ n: 1 }]);
    expect(
      await app.sql(
        `SELECT city, neighbourhood, listings, dollar_listings FROM price_guide_figures
          ORDER BY lower(city), neighbourhood NULLS FIRST`,
      ),
    ).toEqual([
      { city: "KUMASI", neighbourhood: null, listings: 2, dollar_listings: 0 },
      { city: "KUMASI", neighbourhood: "Ahodwo", listings: 2, dollar_listings: 0 },
      { city: "Tema", neighbourhood: null, listings: 1, dollar_listings: 0 },
      { city: "Tema", neighbourhood: "Community 25", listings: 1, dollar_listings: 0 },
    ]);
  });

  it("prices one published listing on the guide's terms, in its group, saying whether it is under review", async () => {
    const ids = await insertGuideListings();
    const compared = (name: string, rates: readonly RateSpan[] = RATES) =>
      guide().comparedListing(ids[name] as number, rates);
    expect(await compared("R3")).toEqual({
      id: ids.R3,
      city: "Accra",
      neighbourhood: "east legon",
      listingType: "rent",
      propertyType: "apartment",
      bedrooms: 2,
      priceGhs: 6000,
      listedAt: daysAgo(20),
      underReview: false,
    });
    expect(await compared("R4")).toMatchObject({ neighbourhood: "East Legon", priceGhs: 8000 });
    expect(await compared("R5")).toMatchObject({ neighbourhood: "Osu", priceGhs: 4687.5 });
    expect(await compared("R6")).toMatchObject({
      city: "Accra",
      neighbourhood: null,
      priceGhs: 2500,
    });
    expect(await compared("R7")).toMatchObject({ priceGhs: 16000 });
    expect(await compared("R4", [])).toMatchObject({ priceGhs: null });
    expect(await compared("S1")).toMatchObject({ city: "Kumasi", bedrooms: 5, priceGhs: 2000000 });
    expect(await compared("T1")).toMatchObject({ bedrooms: null, priceGhs: 350000.5 });
    expect(await compared("Reported")).toMatchObject({ underReview: true, priceGhs: 100 });
    expect(await compared("Unpublished")).toBeNull();
    expect(await guide().comparedListing(9999, RATES)).toBeNull();
  });
});
