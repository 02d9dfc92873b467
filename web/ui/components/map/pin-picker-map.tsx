import { useEffect, useRef } from "react";
import { latitudeInGhana, longitudeInGhana } from "#modules/listings/listing-coordinates.js";
import type { MapTiles } from "../../queries/map.js";
import { L, pinIcon, useLeafletMap } from "./leaflet-map.js";

/** Six decimals: about 10 cm, more than any lister can point at, and what the fields show. */
const degrees = (n: number) => n.toFixed(6).replace(/\.?0+$/, "");

/**
 * The listing form's map: a tap drops the pin, dragging moves it, and either fills the
 * Latitude and Longitude fields through `onPick`. Typed numbers move the pin the other way, once
 * they lie in Ghana's box (the fields say why when they do not).
 */
export default function PinPickerMap({
  tiles,
  latitude,
  longitude,
  onPick,
  label,
}: {
  tiles: MapTiles;
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
  label: string;
}) {
  const element = useRef<HTMLElement>(null);
  const map = useLeafletMap(element, tiles, { scrollWheelZoom: false });
  const marker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  // What the map itself last put in the fields: those it need not fly to.
  const picked = useRef("");
  const pick = useRef((lat: string, lng: string) => {
    picked.current = `${lat},${lng}`;
    onPickRef.current(lat, lng);
  });

  const valid = latitudeInGhana(latitude) && longitudeInGhana(longitude);
  const lat = valid ? Number(latitude) : null;
  const lng = valid ? Number(longitude) : null;

  useEffect(() => {
    if (!map) return;
    const place = (at: L.LatLng) => {
      const wrapped = at.wrap();
      pick.current(degrees(wrapped.lat), degrees(wrapped.lng));
    };
    const onClick = (event: L.LeafletMouseEvent) => place(event.latlng);
    map.on("click", onClick);
    return () => {
      map.off("click", onClick);
    };
  }, [map]);

  // The pin follows the fields: dropped, dragged or typed.
  useEffect(() => {
    if (!map) return;
    if (lat === null || lng === null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const created = L.marker([lat, lng], {
        icon: pinIcon(),
        draggable: true,
        keyboard: false,
        title: "Listing position",
      });
      created.on("dragend", () => {
        const at = created.getLatLng();
        pick.current(degrees(at.lat), degrees(at.lng));
      });
      marker.current = created.addTo(map);
      map.setView([lat, lng], Math.max(map.getZoom(), 15), { animate: false });
    } else if (picked.current === `${latitude},${longitude}`) {
      marker.current.setLatLng([lat, lng]);
    } else {
      // Typed: the map goes to the new place, close enough to see the street.
      marker.current.setLatLng([lat, lng]);
      map.setView([lat, lng], Math.max(map.getZoom(), 15), { animate: false });
    }
  }, [map, lat, lng, latitude, longitude]);

  useEffect(
    () => () => {
      marker.current = null;
    },
    [],
  );

  return (
    <section
      ref={element}
      aria-label={label}
      className="isolate h-64 w-full overflow-hidden rounded-lg border border-gray-200 bg-brand-50"
    />
  );
}
