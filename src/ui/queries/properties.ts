import type { Property } from "../../modules/listings/listings.types.js";
import { useApiQuery } from "./seeds.js";

export const FEATURED_PROPERTIES_URL = "/api/properties?featured=true&limit=3";

export function useFeaturedProperties() {
  return useApiQuery<Property[]>(FEATURED_PROPERTIES_URL);
}
