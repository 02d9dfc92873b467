import type { PropertyPins } from "#modules/listings/listings.types.js";
import { type PropertyFilters, propertyPinsUrl } from "./properties.js";
import { useApiQuery } from "./seeds.js";

/** GET /api/map-tiles: the server's TILE_URL and its credit (decision 69). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const MAP_TILES_URL = "/api/map-tiles";

/** Asked by the map's eager wrapper once a map is wanted, so it travels while the map's code loads. */
export function useMapTiles(wanted: boolean) {
  return useApiQuery<MapTiles>(wanted ? MAP_TILES_URL : null);
}

/** The map view's pins for the page's filters; the previous pins stay while new ones load. */
export function usePropertyPins(filters: PropertyFilters) {
  return useApiQuery<PropertyPins>(propertyPinsUrl(filters), { keepPrevious: true });
}
