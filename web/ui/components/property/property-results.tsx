import type { Property } from "#modules/listings/listings.types.js";
import { formatCount } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { MOST_LISTED, PAGE_SIZE } from "../../queries/properties.js";
import { SharedFavouriteState } from "../favourites/favourite-state.js";
import { LinkButton } from "../ui/button.js";
import { EmptyState } from "../ui/card.js";
import { PropertyCard } from "./property-card.js";
import { PropertyCardSkeleton } from "./property-card-skeleton.js";

/** "1 property found", "1,000+ properties found": the count line of the list and of the map. */
export function foundText(found: number, capped = false): string {
  return found === 1 && !capped
    ? "1 property found"
    : `${formatCount(found)}${capped ? "+" : ""} properties found`;
}

/** Count, cards (or skeletons, or the empty state) and Load More, as spec §2 and §4 describe. */
export function PropertyResults({
  properties,
  total,
  capped = false,
  isLoading,
  refused = [],
  limit,
  loadMoreHref,
  onLoadMore,
}: {
  properties: Json<Property>[] | undefined;
  /** Every match, not only those loaded; while unknown the count falls back to what is shown. */
  total?: number;
  /** The count stopped at its cap (decision 19): total is a lower bound, read "1,000+". */
  capped?: boolean;
  isLoading: boolean;
  /** The API's messages for a query it refused (a negative minPrice): shown in place of results. */
  refused?: string[];
  limit: number;
  loadMoreHref: string;
  onLoadMore: () => void;
}) {
  if (!properties && refused.length > 0) {
    return (
      <EmptyState title="Check the search" text={refused.join(" ")}>
        <LinkButton href="/properties" variant="outline">
          Clear all filters
        </LinkButton>
      </EmptyState>
    );
  }
  if (!properties) {
    return (
      <div aria-busy={isLoading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (properties.length === 0) {
    return (
      <EmptyState
        title="No Properties Found"
        text="Try a different area, a wider price range or fewer filters."
      >
        <LinkButton href="/properties" variant="outline">
          Clear all filters
        </LinkButton>
      </EmptyState>
    );
  }
  const found = Math.max(total ?? 0, properties.length);
  // Spec §4 shows Load More when the page is full; the total also hides it when nothing is left.
  // Past the longest list the API answers, Load More would ask for what it refuses.
  const more =
    properties.length >= limit &&
    limit < MOST_LISTED &&
    (total === undefined || capped || properties.length < total);
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {foundText(found, capped)}
        {found > properties.length ? ` · showing ${properties.length}` : null}
      </p>
      <SharedFavouriteState>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((p, i) => (
            <li key={p.id} className="flex">
              <div className="w-full">
                <PropertyCard property={p} priority={i === 0} />
              </div>
            </li>
          ))}
        </ul>
      </SharedFavouriteState>
      {more ? (
        <div className="mt-8 flex justify-center">
          <LinkButton
            href={loadMoreHref}
            // Vike follows a link even when onClick prevented it, and scrolls to the top.
            data-vike="false"
            variant="outline"
            onClick={(event) => {
              event.preventDefault();
              onLoadMore();
            }}
          >
            Load More Properties
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}
