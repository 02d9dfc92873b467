import { useEffect, useRef } from "react";
import type { MapTiles } from "../../queries/map.js";
import { L, pinIcon, useLeafletMap } from "./leaflet-map.js";

/**
 * A listing's pin on a small map (the property page). It does not take a finger's drag, which on
 * a phone would stop the page from scrolling; the zoom buttons and a second finger still work.
 */
export default function ListingMap({
  tiles,
  latitude,
  longitude,
  label,
}: {
  tiles: MapTiles;
  latitude: number;
  longitude: number;
  label: string;
}) {
  const element = useRef<HTMLElement>(null);
  const map = useLeafletMap(element, tiles, {
    dragging: !L.Browser.mobile,
    scrollWheelZoom: false,
  });
  useEffect(() => {
    if (!map) return;
    map.setView([latitude, longitude], 15, { animate: false });
    const marker = L.marker([latitude, longitude], {
      icon: pinIcon(),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, latitude, longitude]);
  return (
    <section
      ref={element}
      aria-label={label}
      className="isolate h-56 w-full overflow-hidden rounded-lg border border-gray-200 bg-brand-50"
    />
  );
}
