import type { PropertyFilter } from "#modules/listings/listings.types.js";

/**
 * A listing the filters matched, with the keys the list sorts by, as the covering search indexes
 * return them (decision 31): no table row is read to find or order a page of up to 1,000 matches.
 */
export interface SearchMatch {
  id: number;
  /** created_at as fixed-width UTC text to the microsecond: text order is time order. */
  created: string;
  /** comparable_price_ghs as PostgreSQL prints a numeric(16,2), or null when no rate converts it yet. */
  price: string | null;
  /** Price sorts list sales before rentals (issue 18). */
  listingType: "sale" | "rent";
  featured: boolean;
}

/** Selects a SearchMatch's columns from the properties table aliased `p`. */
export const SEARCH_MATCH_COLUMNS: [string, keyof SearchMatch][] = [
  ["p.id", "id"],
  [`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`, "created"],
  ["p.comparable_price_ghs", "price"],
  ["p.listing_type", "listingType"],
  ["p.featured", "featured"],
];

type Compare = (a: SearchMatch, b: SearchMatch) => number;

const cents = (price: string) => BigInt(price.replace(".", ""));
const byId: Compare = (a, b) => a.id - b.id;
const byNewest: Compare = (a, b) =>
  a.created === b.created ? byId(b, a) : a.created < b.created ? 1 : -1;
/** Sales before rentals, then unpriced listings last either way, as the price indexes keep them (NULLS LAST). */
const byPrice =
  (direction: 1 | -1): Compare =>
  (a, b) => {
    if (a.listingType !== b.listingType) return a.listingType === "sale" ? -1 : 1;
    if (a.price === null || b.price === null) {
      return a.price === b.price ? direction * byId(a, b) : a.price === null ? 1 : -1;
    }
    const gap = cents(a.price) - cents(b.price);
    return gap === 0n ? direction * byId(a, b) : gap > 0n ? direction : -direction;
  };

/** The list's ORDER BY for each sort (the repository's ORDER), for matches sorted in memory. */
export const MATCH_ORDER: Record<PropertyFilter["sort"], Compare> = {
  newest: byNewest,
  "price-low": byPrice(1),
  "price-high": byPrice(-1),
  featured: (a, b) => (a.featured === b.featured ? byNewest(a, b) : a.featured ? -1 : 1),
};
