import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PROPERTY_PAGE_KEYS,
} from "#modules/catalogue/property-query.js";
import { listingTypeOf } from "#modules/listings/listings.rules.js";
import type { Property, PropertyCount } from "#modules/listings/listings.types.js";
import { parsePriceRange } from "../lib/price-range.js";
import { apiUrl, useApiQuery } from "./seeds.js";

export { DEFAULT_PAGE_SIZE as PAGE_SIZE };
export const FEATURED_PROPERTIES_URL = "/api/properties?featured=true&limit=3";

/**
 * The longest list the page asks for: whole pages of 12 within the API's cap of 100, so Load
 * More stops at 96 rather than asking for 108, which the API refuses.
 */
export const MOST_LISTED = Math.floor(MAX_PAGE_SIZE / DEFAULT_PAGE_SIZE) * DEFAULT_PAGE_SIZE;

export type PropertyFilters = Partial<Record<(typeof PROPERTY_PAGE_KEYS)[number], string>> & {
  limit?: number;
  /** The page shows the map instead of the list: the page's own state, never sent to /api. */
  view?: "map";
};

/** Reads the filters from a page's query string; unknown keys are dropped, limit is a multiple of 12. */
export function filtersFromSearch(search: Record<string, string>): PropertyFilters {
  const filters: PropertyFilters = {};
  for (const key of PROPERTY_PAGE_KEYS) {
    const value = search[key]?.trim();
    if (value) filters[key] = value;
  }
  // The hero search sends its price range as one value when JavaScript has not split it.
  if (search.priceRange && !filters.minPrice && !filters.maxPrice)
    Object.assign(filters, parsePriceRange(search.priceRange));
  // A shared "?type=buy" is the Buy tab's (sales); a kind the search cannot read is left for it to refuse.
  if (filters.type) filters.type = listingTypeOf(filters.type) ?? filters.type;
  if (search.view === "map") filters.view = "map";
  const limit = Number(search.limit);
  if (Number.isInteger(limit) && limit > DEFAULT_PAGE_SIZE && limit <= MOST_LISTED)
    filters.limit = limit;
  return filters;
}

/** GET /api/properties for these filters; the same URL keys the server's seed and the client's cache. */
export function propertiesUrl(filters: PropertyFilters): string {
  return apiUrl("/api/properties", {
    ...Object.fromEntries(PROPERTY_PAGE_KEYS.map((key) => [key, filters[key]])),
    sort: filters.sort === "newest" ? undefined : filters.sort,
    limit: filters.limit ?? DEFAULT_PAGE_SIZE,
  });
}

/** GET /api/properties/count: the same filters without sort or paging, so every page of one search shares it. */
export function propertiesCountUrl(filters: PropertyFilters): string {
  return apiUrl("/api/properties/count", {
    ...Object.fromEntries(PROPERTY_PAGE_KEYS.map((key) => [key, filters[key]])),
    sort: undefined,
  });
}

/** The /properties page URL for these filters (what a shared link or Load More points at). */
export function propertiesPageUrl(filters: PropertyFilters): string {
  const url = apiUrl("/properties", {
    ...Object.fromEntries(PROPERTY_PAGE_KEYS.map((key) => [key, filters[key]])),
    sort: filters.sort === "newest" ? undefined : filters.sort,
    limit: filters.limit && filters.limit > DEFAULT_PAGE_SIZE ? filters.limit : undefined,
    view: filters.view,
  });
  return url;
}

/** GET /api/properties/pins: the map view's pins for the same filters (no sort, no paging). */
export function propertyPinsUrl(filters: PropertyFilters): string {
  return apiUrl("/api/properties/pins", {
    ...Object.fromEntries(PROPERTY_PAGE_KEYS.map((key) => [key, filters[key]])),
    sort: undefined,
  });
}

export function useProperties(filters: PropertyFilters) {
  return useApiQuery<Property[]>(propertiesUrl(filters), { keepPrevious: true });
}

export function usePropertiesCount(filters: PropertyFilters) {
  return useApiQuery<PropertyCount>(propertiesCountUrl(filters), { keepPrevious: true });
}

export function useFeaturedProperties() {
  return useApiQuery<Property[]>(FEATURED_PROPERTIES_URL);
}

export function propertyUrl(id: number | string): string {
  return `/api/properties/${id}`;
}

export function useProperty(id: number | string) {
  return useApiQuery<Property>(propertyUrl(id));
}

/** GET /api/properties/{id}/similar: the property page's "Similar properties". */
export function similarPropertiesUrl(id: number | string): string {
  return `/api/properties/${id}/similar`;
}

export function useSimilarProperties(id: number | string) {
  return useApiQuery<Property[]>(similarPropertiesUrl(id));
}
