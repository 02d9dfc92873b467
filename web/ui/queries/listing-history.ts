import type { ListingHistory } from "#modules/listing-history/listing-history.types.js";
import type { Json } from "../lib/json.js";
import { useApiQuery } from "./seeds.js";

/** GET /api/properties/{id}/history: the property page's history, seeded with the page. */
export function listingHistoryUrl(id: number | string): string {
  return `/api/properties/${id}/history`;
}

export function useListingHistory(id: number | string) {
  return useApiQuery<Json<ListingHistory>>(listingHistoryUrl(id));
}
