import { useEffect, useMemo, useRef, useState } from "react";
import Supercluster from "supercluster";
import type { Box } from "#modules/listings/listing-coordinates.js";
import type { MapTiles } from "../../queries/map.js";
import { L, useLeafletMap } from "./leaflet-map.js";
import { clusterMarker, pricePin } from "./map-markers.js";
import type { MapPin } from "./map-pins.js";

type PinFeature = Supercluster.PointFeature<{ pin: MapPin }>;

/**
 * The map view of /properties (decision 69): the search's pins, clustered by supercluster at each
 * zoom, and after the visitor pans or zooms a "Search this area" button that puts the visible box
 * into the URL as `bbox`, so the list, the count and a shared link follow it.
 */
export default function PropertiesMap({
  tiles,
  pins,
  searched,
  onSearchArea,
}: {
  tiles: MapTiles;
  /** Undefined while the first answer is on its way. */
  pins: MapPin[] | undefined;
  /** The box of the search, when it has one: the map opens on it. */
  searched: Box | null;
  /** The box in sight, when the visitor asks to search it. */
  onSearchArea: (view: Box) => void;
}) {
  const element = useRef<HTMLElement>(null);
  const map = useLeafletMap(element, tiles, { zoomSnap: 0.5 });
  const [moved, setMoved] = useState(false);
  const [zoomAndBounds, setZoomAndBounds] = useState(0);
  // The map's own moves (its first fit) are not the visitor's: they offer no search.
  const userTouched = useRef(false);
  const fitted = useRef(false);

  const index = useMemo(() => {
    // In supercluster's 512-px tile units, twice the screen's: listings closer than about 80
    // screen pixels, whose pins (a full price, about 85 px wide) would cover each other, share
    // a cluster (decision 90).
    const cluster = new Supercluster<{ pin: MapPin }>({ radius: 160, maxZoom: 17 });
    const points: PinFeature[] = (pins ?? []).map((pin) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [pin.longitude, pin.latitude] },
      properties: { pin },
    }));
    return cluster.load(points);
  }, [pins]);

  // First sight: the searched box, else the pins, else Ghana (useLeafletMap's own fit).
  useEffect(() => {
    if (!map || !pins || fitted.current) return;
    fitted.current = true;
    const bounds = searched
      ? L.latLngBounds([searched.south, searched.west], [searched.north, searched.east])
      : pins.length > 0
        ? L.latLngBounds(pins.map((p) => [p.latitude, p.longitude]))
        : null;
    if (bounds) {
      // A pin is drawn centred on its place and is as wide as its full price (about 80 px):
      // fitted to the pins, the outermost keep all of theirs in sight.
      const padding: [number, number] = searched ? [24, 24] : [48, 32];
      map.fitBounds(bounds, { padding, maxZoom: 15, animate: false });
    }
  }, [map, pins, searched]);

  useEffect(() => {
    if (!map) return;
    // A move after the visitor's own touch, click, wheel or key offers the search; the map's
    // first fit comes before any of those.
    const container = map.getContainer();
    const touched = () => {
      userTouched.current = true;
    };
    const onMoveEnd = () => {
      setZoomAndBounds((n) => n + 1);
      if (userTouched.current) setMoved(true);
    };
    map.on("moveend", onMoveEnd);
    for (const type of ["pointerdown", "wheel", "keydown"])
      container.addEventListener(type, touched);
    // A pin's link opens its popup; the popup's link is the one that leaves (the pin's is left
    // alone by Vike's router: map-markers.ts).
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a[data-pin]")) event.preventDefault();
    };
    container.addEventListener("click", onClick, true);
    return () => {
      map.off("moveend", onMoveEnd);
      for (const type of ["pointerdown", "wheel", "keydown"])
        container.removeEventListener(type, touched);
      container.removeEventListener("click", onClick, true);
    };
  }, [map]);

  // The markers in sight at this zoom, after each move. Those still in sight are kept, not drawn
  // again: a pin whose popup is open keeps it when the popup's own pan moves the map (a redraw
  // closed it on a phone, a tap on a pin near the edge).
  const markers = useRef<{ layer: L.LayerGroup; drawn: Map<string, L.Marker> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new pins (index) start a fresh layer
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    markers.current = { layer, drawn: new Map() };
    return () => {
      layer.remove();
      markers.current = null;
    };
  }, [map, index]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: zoomAndBounds is the redraw signal
  useEffect(() => {
    const current = markers.current;
    if (!map || !current) return;
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const inSight = new Map<string, () => L.Marker>();
    for (const feature of index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom,
    )) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ("cluster" in feature.properties && feature.properties.cluster) {
        const id = feature.properties.cluster_id;
        const count = feature.properties.point_count;
        const zoomTo = Math.min(index.getClusterExpansionZoom(id), 18);
        inSight.set(`cluster ${id}`, () =>
          clusterMarker([lat, lng], count, () => map.setView([lat, lng], zoomTo)),
        );
      } else {
        const { pin } = (feature as PinFeature).properties;
        inSight.set(`pin ${pin.id}`, () => pricePin(pin));
      }
    }
    for (const [key, marker] of current.drawn) {
      if (inSight.has(key)) continue;
      current.layer.removeLayer(marker);
      current.drawn.delete(key);
    }
    for (const [key, make] of inSight) {
      if (current.drawn.has(key)) continue;
      const marker = make();
      current.layer.addLayer(marker);
      current.drawn.set(key, marker);
    }
  }, [map, index, zoomAndBounds]);

  const searchArea = () => {
    if (!map) return;
    const view = map.getBounds();
    setMoved(false);
    onSearchArea({
      west: view.getWest(),
      south: view.getSouth(),
      east: view.getEast(),
      north: view.getNorth(),
    });
  };

  return (
    <div className="relative">
      <section
        ref={element}
        aria-label="Map of the properties found"
        className="isolate h-[65vh] min-h-80 w-full overflow-hidden rounded-xl border border-gray-200 bg-brand-50"
      />
      {moved ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
          {/* The site's primary button, spelled out: button.tsx would bring page code along. */}
          <button
            type="button"
            onClick={searchArea}
            className="pointer-events-auto inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            Search this area
          </button>
        </div>
      ) : null}
    </div>
  );
}
