import { Random } from "../seeds/random.js";
import { PLACES, STREETS } from "../seeds/synthetic-places.js";

/** A query string as GET /api/properties receives it (values are strings, as Koa parses them). */
export type SearchQuery = Record<string, string>;

const CITIES = [...new Set(PLACES.map((place) => place.city))];
const TYPES = ["house", "apartment", "condo", "townhouse", "land", "commercial", "office"];
const SORTS = ["newest", "newest", "price-low", "price-high", "featured"];
// What people type: neighbourhoods, cities, kinds of home, amenities, street names, and words
// that match nothing (the worst case for a text index: every candidate is checked, none kept).
const WORDS = [
  ...PLACES.map((place) => place.area),
  ...CITIES.map((city) => city.toLowerCase()),
  ...STREETS.slice(0, 4),
  "bedroom",
  "apartment",
  "borehole",
  "swimming pool",
  "boys' quarters",
  "shop",
  "plot",
  "penthouse",
  "duplex",
  "ocean view",
];
/** GH₵ bands: rents a month and sale prices. */
const PRICE_BANDS: Array<[number | undefined, number | undefined]> = [
  [undefined, 1_500],
  [1_000, 3_000],
  [2_000, 8_000],
  [100_000, 400_000],
  [300_000, 900_000],
  [1_000_000, undefined],
  [undefined, 250_000],
];

/**
 * `count` varied searches as the /properties filters send them, the same on every run (seeded):
 * each filter is present with its own chance, so single filters and combinations both occur,
 * and about one in eight asks for the second or third page.
 */
export function searchQueries(count: number, seed = 0x5ea7c4): SearchQuery[] {
  const rng = new Random(seed);
  return Array.from({ length: count }, () => {
    const q: SearchQuery = { sort: rng.pick(SORTS) };
    if (rng.chance(0.4)) q.search = rng.pick(WORDS);
    if (rng.chance(0.45)) q.city = rng.pick(CITIES);
    if (rng.chance(0.3)) q.propertyType = rng.pick(TYPES);
    if (rng.chance(0.3)) q.type = rng.pick(["sale", "rent"]);
    if (rng.chance(0.3)) {
      const [min, max] = rng.pick(PRICE_BANDS);
      if (min !== undefined) q.minPrice = String(min);
      if (max !== undefined) q.maxPrice = String(max);
    }
    if (rng.chance(0.3)) q.bedrooms = String(rng.int(1, 4));
    if (rng.chance(0.12)) q.offset = String(12 * rng.int(1, 2));
    return q;
  });
}
