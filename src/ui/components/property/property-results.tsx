import type { Property } from "../../../modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";
import { PAGE_SIZE } from "../../queries/properties.js";
import { LinkButton } from "../ui/button.js";
import { EmptyState } from "../ui/card.js";
import { PropertyCard } from "./property-card.js";
import { PropertyCardSkeleton } from "./property-card-skeleton.js";

/** Count, cards (or skeletons, or the empty state) and Load More, as spec §2 and §4 describe. */
export function PropertyResults({
  properties,
  isLoading,
  limit,
  loadMoreHref,
  onLoadMore,
}: {
  properties: Json<Property>[] | undefined;
  isLoading: boolean;
  limit: number;
  loadMoreHref: string;
  onLoadMore: () => void;
}) {
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
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {properties.length === 1 ? "1 property found" : `${properties.length} properties found`}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((p) => (
          <li key={p.id} className="flex">
            <div className="w-full">
              <PropertyCard property={p} />
            </div>
          </li>
        ))}
      </ul>
      {properties.length >= limit ? (
        <div className="mt-8 flex justify-center">
          <LinkButton
            href={loadMoreHref}
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
