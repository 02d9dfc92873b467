import { type ReactNode, useMemo } from "react";
import { parseBox } from "#modules/listings/listing-coordinates.js";
import { usePropertyPins } from "../../queries/map.js";
import type { PropertyFilters } from "../../queries/properties.js";
import { foundText } from "../property/property-results.js";
import { PropertiesMap } from "./lazy-maps.js";
import { bboxOfView } from "./map-box.js";
import { mapPin } from "./map-pins.js";

/**
 * /properties?view=map (decision 69): the count, the map of the search's pins (GET
 * /api/properties/pins, asked here so it travels while the map's code loads), and, for a browser
 * without JavaScript (which can draw no map), the list as the server rendered it.
 */
export function MapResults({
  filters,
  count,
  list,
  onSearchArea,
}: {
  filters: PropertyFilters;
  count: { total: number; capped?: boolean } | undefined;
  list: ReactNode;
  onSearchArea: (bbox: string) => void;
}) {
  const { data } = usePropertyPins(filters);
  const pins = useMemo(() => data?.pins.map(mapPin), [data]);
  const searched = useMemo(() => (filters.bbox ? parseBox(filters.bbox) : null), [filters.bbox]);
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {count ? foundText(count.total, count.capped) : "Counting properties…"}
      </p>
      <PropertiesMap
        pins={pins}
        searched={searched}
        onSearchArea={(view) => {
          const bbox = bboxOfView(view);
          if (bbox) onSearchArea(bbox);
        }}
      />
      <p className="mt-2 text-sm text-muted">
        {data?.more
          ? `The map shows the first ${data.pins.length} pins: zoom in and search that area to see them all.`
          : data
            ? `${data.pins.length} on the map. Listings without a pin are in the list.`
            : null}
      </p>
      <noscript>
        <p className="my-4 text-sm text-muted">The map needs JavaScript; here is the list.</p>
        {list}
      </noscript>
    </>
  );
}
