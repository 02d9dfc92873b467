// Only ever reached through import() (lazy-maps.tsx): Leaflet and its style sheet load with the
// first map shown, never with a page (decision 69).
import "leaflet/dist/leaflet.css";
import "./map.css";
import L from "leaflet";
import { type RefObject, useEffect, useState } from "react";
import { GHANA_BOX } from "#modules/listings/listing-coordinates.js";
import type { MapTiles } from "../../queries/map.js";

export { L };

/** Ghana's box as Leaflet bounds ([south, west], [north, east]). */
export const GHANA_BOUNDS = L.latLngBounds(
  [GHANA_BOX.south, GHANA_BOX.west],
  [GHANA_BOX.north, GHANA_BOX.east],
);

/**
 * A Leaflet map in `ref`'s element with the server's tiles and their credit; null until it
 * exists. It follows its element's size (a dialog opening, a phone turning), and is removed with
 * the component.
 */
export function useLeafletMap(
  ref: RefObject<HTMLElement | null>,
  tiles: MapTiles,
  options: L.MapOptions = {},
): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read once, at creation
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const created = L.map(element, { maxBounds: GHANA_BOUNDS.pad(0.5), minZoom: 5, ...options });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    created.fitBounds(GHANA_BOUNDS);
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    setMap(created);
    return () => {
      resized.disconnect();
      created.remove();
      setMap(null);
    };
  }, [ref, tiles.url, tiles.attribution]);
  return map;
}

/** A pin drawn in CSS (map.css): no marker image to fetch from anywhere. */
export function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: "ofie-pin",
    html: '<span class="ofie-pin-head"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -34],
  });
}
