import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../lib/hydrated.js";
import { useMapTiles } from "../../queries/map.js";

// Leaflet (about 40 KB gzip) and its style sheet arrive with the first map shown, through these
// import()s only (decision 69): no page's first load carries them.
const PropertiesMapView = lazy(() => import("./properties-map.js"));
const ListingMapView = lazy(() => import("./listing-map.js"));
const PinPickerMapView = lazy(() => import("./pin-picker-map.js"));

type WithoutTiles<T> = Omit<T, "tiles">;

/**
 * What stands where a map will be: its size, so nothing moves when it comes, and a word. On the
 * server and before hydration too, so the page hydrates as it was rendered.
 */
function MapPlaceholder({ className, text }: { className: string; text: string }) {
  return (
    <div
      className={`flex items-center justify-center rounded-lg border border-gray-200 bg-brand-50 text-sm text-muted ${className}`}
    >
      {text}
    </div>
  );
}

/**
 * True once the element has come within a screen of the viewport (and stays so): a map far down
 * a form costs nothing until the lister scrolls to it. Without IntersectionObserver (jsdom) never.
 */
function useNear(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * A map once the browser runs React, the place is near the screen and the tiles' address is
 * known (GET /api/map-tiles, asked here so it travels while the map's code loads).
 */
function LazyMap({
  className,
  children,
}: {
  className: string;
  children: (tiles: { url: string; attribution: string }) => React.ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNear(place);
  const { data: tiles, error } = useMapTiles(hydrated && near);
  const waiting = <MapPlaceholder className={className} text="Loading the map…" />;
  return (
    <div ref={place}>
      {error ? (
        <MapPlaceholder className={className} text="The map could not be loaded." />
      ) : !hydrated || !tiles ? (
        waiting
      ) : (
        <Suspense fallback={waiting}>{children(tiles)}</Suspense>
      )}
    </div>
  );
}

export function PropertiesMap(props: WithoutTiles<ComponentProps<typeof PropertiesMapView>>) {
  return (
    <LazyMap className="h-[65vh] min-h-80">
      {(tiles) => <PropertiesMapView tiles={tiles} {...props} />}
    </LazyMap>
  );
}

export function ListingMap(props: WithoutTiles<ComponentProps<typeof ListingMapView>>) {
  return (
    <LazyMap className="h-56">{(tiles) => <ListingMapView tiles={tiles} {...props} />}</LazyMap>
  );
}

export function PinPickerMap(props: WithoutTiles<ComponentProps<typeof PinPickerMapView>>) {
  return (
    <LazyMap className="h-64">{(tiles) => <PinPickerMapView tiles={tiles} {...props} />}</LazyMap>
  );
}
