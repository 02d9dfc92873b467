import { navigate } from "vike/client/router";
import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { SaveSearchButton } from "../../ui/components/alerts/save-search-dialog.js";
import { PropertyFiltersForm } from "../../ui/components/property/property-filters.js";
import { PropertyResults } from "../../ui/components/property/property-results.js";
import { LinkButton } from "../../ui/components/ui/button.js";
import { fieldErrorsOf } from "../../ui/lib/api.js";
import {
  filtersFromSearch,
  PAGE_SIZE,
  type PropertyFilters,
  propertiesPageUrl,
  useProperties,
  usePropertiesCount,
} from "../../ui/queries/properties.js";

const HEADINGS = { sale: "Buy Property", rent: "Rent Property" } as const;

/** A saved search keeps what selects listings, not how they are sorted or how many are shown. */
function savedQuery({ sort: _sort, limit: _limit, ...rest }: PropertyFilters) {
  return rest as Record<string, string>;
}

export default function Page() {
  const { urlParsed } = usePageContext();
  const filters = filtersFromSearch(urlParsed.search);
  const limit = filters.limit ?? PAGE_SIZE;
  const { data, isFetching, error } = useProperties(filters);
  // A query the API refuses (minPrice=-5) says why, instead of loading forever.
  const refused = Object.values(fieldErrorsOf(error)).flat();
  const { data: count } = usePropertiesCount(filters);
  const heading =
    filters.type === "sale" || filters.type === "rent" ? HEADINGS[filters.type] : "Properties";
  useConfig()({ title: `${heading} in Ghana — Ofie` });

  const go = (next: PropertyFilters) =>
    navigate(propertiesPageUrl(next), { keepScrollPosition: true });
  const moreFilters = { ...filters, limit: limit + PAGE_SIZE };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="mt-2 mb-6 text-muted">
        Homes, land and commercial space across Ghana, priced in Ghana cedis (some high-end listings
        in US dollars).
      </p>
      <PropertyFiltersForm filters={filters} onChange={go} />
      <div className="mt-3 flex justify-end">
        <SaveSearchButton query={savedQuery(filters)} />
      </div>
      <section aria-labelledby="results-heading" className="mt-8">
        {/* The cards' titles are h3: the outline may not skip from the page's h1. */}
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <PropertyResults
          properties={data}
          total={count?.total}
          capped={count?.capped}
          isLoading={isFetching}
          refused={refused}
          limit={limit}
          loadMoreHref={propertiesPageUrl(moreFilters)}
          onLoadMore={() => go(moreFilters)}
        />
      </section>
      <section className="mt-12 rounded-xl bg-brand-800 p-6 text-white sm:p-10">
        <h2 className="text-2xl font-bold">Have a property to sell or rent?</h2>
        <p className="mt-2 text-brand-100">
          Basic listings are free. Reach buyers and renters across Ghana.
        </p>
        <LinkButton href="/list-property" variant="secondary" className="mt-4">
          List Your Property
        </LinkButton>
      </section>
    </div>
  );
}
