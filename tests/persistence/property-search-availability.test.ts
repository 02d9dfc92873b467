import type { PropertyFilter, PropertySort } from "../../src/modules/listings/listings.types.js";
import type { TestApp } from "../support/test-app.js";
import { daysAgo, NOW } from "./listing-rows.js";
import {
  insertCatalogue,
  NEWEST,
  ORDERS,
  propertyRepository,
  searchedOnEveryPath,
  withPropertyApp,
} from "./property-search-support.js";

// Decision 101: newest first lists the listings "not confirmed recently" (their unanswered asks'
// date passed at the Clock's time) after the others, each part newest first, on every path the
// search can take; the other sorts, the count and the listing itself are unchanged.

let app: TestApp;
withPropertyApp((started) => {
  app = started;
});

const NOT_CONFIRMED = ["Osu apartment to let", "Ahodwo bungalow"];
/** Dated a day after NOW: not yet. */
const LATER = "Tema plot";

describe("newest first with listings not confirmed recently", () => {
  beforeAll(async () => {
    await app.reset();
    const ids = await insertCatalogue(app);
    const date = (title: string, at: Date) =>
      app.sql("UPDATE properties SET unconfirmed_from = $2 WHERE id = $1", [ids[title], at]);
    await date("Osu apartment to let", daysAgo(1));
    await date("Ahodwo bungalow", daysAgo(0.01));
    await date(LATER, daysAgo(-1));
  });

  const searched = (f: Partial<PropertyFilter>) => searchedOnEveryPath(app, f);
  const ranked = [...NEWEST.filter((t) => !NOT_CONFIRMED.includes(t)), ...NOT_CONFIRMED];

  it("lists them after the others, each part newest first, on every path", async () => {
    expect(await searched({ sort: "newest" })).toEqual(ranked);
  });

  it("pages through that order two at a time without repeating or skipping one", async () => {
    const paged: string[] = [];
    for (let offset = 0; offset < 10; offset += 2) {
      paged.push(...(await searched({ sort: "newest", limit: 2, offset })));
    }
    expect(paged).toEqual(ranked);
  });

  it("keeps that order with words and filters", async () => {
    const withBorehole = ["Walled house, East Legon", "Cantonments villa"];
    expect(await searched({ sort: "newest", search: "borehole" })).toEqual(withBorehole);
    expect(await searched({ sort: "newest", search: "flat" })).toEqual([
      "Airport flat, a year ahead",
      "Osu apartment to let",
    ]);
    expect(await searched({ sort: "newest", search: "bedroom" })).toEqual([
      "Walled house, East Legon",
      "Airport flat, a year ahead",
      "Ho townhouse",
      "Dollar duplex, Trasacco",
      "Osu apartment to let",
      "Ahodwo bungalow",
    ]);
    expect(await searched({ sort: "newest", propertyType: "apartment" })).toEqual([
      "Airport flat, a year ahead",
      "Chamber and hall, Asokwa",
      "Osu apartment to let",
    ]);
  });

  it("moves a listing down once its date passes at the Clock's time", async () => {
    const later = new Date(NOW.getTime() + 36 * 3_600_000);
    const titles = (await propertyRepository(app).search(filterAt(later))).map((p) => p.title);
    expect(titles).toEqual([
      ...NEWEST.filter((t) => !NOT_CONFIRMED.includes(t) && t !== LATER),
      ...NEWEST.filter((t) => NOT_CONFIRMED.includes(t) || t === LATER),
    ]);
  });

  it.each(["price-low", "price-high", "featured"] as PropertySort[])(
    "leaves the %s order as it was",
    async (sort) => {
      expect(await searched({ sort })).toEqual(ORDERS[sort]);
    },
  );

  it("counts them and says so on each listing", async () => {
    expect(await propertyRepository(app).count(filterAt(NOW))).toBe(NEWEST.length);
    const listed = await propertyRepository(app).search(filterAt(NOW));
    const notConfirmed = listed
      .filter((p) => p.availability?.state === "not-confirmed-recently")
      .map((p) => p.title);
    expect(notConfirmed).toEqual(NOT_CONFIRMED);
  });
});

function filterAt(now: Date): PropertyFilter {
  return { sort: "newest", limit: 50, offset: 0, now };
}
