import { coordinatesText } from "#modules/listings/listing-coordinates.js";
import { listingPlace } from "#modules/listings/listing-place.js";
import type { Property } from "#modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";
import { Card } from "../ui/card.js";
import { ListingMap } from "./lazy-maps.js";

/**
 * The property page's small map with the listing's pin, only when the lister gave one.
 * Its words say the same for those who cannot see it: the place, the digital address (also under
 * Costs and papers) and the coordinates.
 */
export function ListingLocation({ property: p }: { property: Json<Property> }) {
  if (p.latitude == null || p.longitude == null) return null;
  const place = listingPlace(p);
  return (
    <section aria-labelledby="listing-location">
      <Card className="p-5">
        <h2 id="listing-location" className="text-lg font-semibold text-ink">
          On the map
        </h2>
        <div className="mt-3">
          <ListingMap
            latitude={p.latitude}
            longitude={p.longitude}
            label={`Map of ${place} with the listing's pin`}
          />
        </div>
        <p className="mt-2 text-sm text-muted">
          {place}
          {p.digitalAddress ? ` · GhanaPostGPS ${p.digitalAddress}` : ""}
          {` · ${coordinatesText(p)}`}
        </p>
      </Card>
    </section>
  );
}
