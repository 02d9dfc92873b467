import type { PriceComparison, PriceGuide } from "#modules/price-guide/price-guide.types.js";
import { apiUrl, useApiQuery } from "./seeds.js";

/** The guide's filters as /price-guide's query string carries them (the form's field names). */
export interface PriceGuideFilters {
  city?: string;
  neighbourhood?: string;
  type?: string;
  propertyType?: string;
  bedrooms?: string;
}

const KEYS = ["city", "neighbourhood", "type", "propertyType", "bedrooms"] as const;

/** The page's URL search → filters; anything else in it is not the guide's. */
export function guideFiltersFromSearch(search: Record<string, string>): PriceGuideFilters {
  const filters: PriceGuideFilters = {};
  for (const key of KEYS) {
    const value = search[key]?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** GET /api/price-guide: the page's table and chart, seeded by its data hook. */
export function priceGuideUrl(filters: PriceGuideFilters): string {
  return apiUrl("/api/price-guide", { ...filters });
}

export function usePriceGuide(filters: PriceGuideFilters) {
  return useApiQuery<PriceGuide>(priceGuideUrl(filters));
}

/** GET /api/properties/{id}/price-comparison: the property page's band, seeded with the page. */
export function priceComparisonUrl(id: number | string): string {
  return `/api/properties/${id}/price-comparison`;
}

export function usePriceComparison(id: number | string) {
  return useApiQuery<{ comparison: PriceComparison | null }>(priceComparisonUrl(id));
}
