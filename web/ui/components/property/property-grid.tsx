import type { Property } from "#modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";
import { SharedFavouriteState } from "../favourites/favourite-state.js";
import { PropertyCard } from "./property-card.js";
import { PropertyCardSkeleton } from "./property-card-skeleton.js";

/** Whole class names, so Tailwind finds them in the source. */
const COLUMNS = {
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A short grid of property cards, or as many skeletons while the list is still on its way. */
export function PropertyGrid({
  properties,
  placeholders,
  columns = 3,
}: {
  properties: Json<Property>[] | undefined;
  placeholders: number;
  /** Cards per row on a wide screen. */
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <SharedFavouriteState>
      <ul className={COLUMNS[columns]}>
        {properties
          ? properties.map((p) => (
              // min-w-0: a grid item never grows wider than its column for a long word or price.
              <li key={p.id} className="min-w-0">
                <PropertyCard property={p} />
              </li>
            ))
          : Array.from({ length: placeholders }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
      </ul>
    </SharedFavouriteState>
  );
}
