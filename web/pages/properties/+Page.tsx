import { navigate } from "vike/client/router";
import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { SaveSearchButton } from "../../ui/components/alerts/save-search-dialog.js";
import { MapResults } from "../../ui/components/map/map-results.js";
import { ViewToggle } from "../../ui/components/map/view-toggle.js";
import { FilterChips } from "../../ui/components/property/filter-chips.js";
import { PropertyFiltersForm } from "../../ui/components/property/property-filters.js";
import { PropertyFiltersPlace } from "../../ui/components/property/property-filters-place.js";
import { STUDENT_HOSTEL } from "../../ui/components/property/property-options.js";
import { PropertyResults } from "../../ui/components/property/property-results.js";
import {
  FiltersSheetButton,
  ListingKindTabs,
} from "../../ui/components/property/search-toolbar.js";
import { LinkButton } from "../../ui/components/ui/button.js";
import { fieldErrorsOf } from "../../ui/lib/api.js";
import { useGrownList } from "../../ui/lib/grown-list.js";
import {
  filtersFromSearch,
  PAGE_SIZE,
  type PropertyFilters,
  propertiesPageUrl,
  useProperties,
  usePropertiesCount,
} from "../../ui/queries/properties.js";

const HEADINGS = { sale: "Buy Property", rent: "Rent Property" } as const;

/** A saved search keeps what selects listings, not how they are sorted, shown or how many. */
function savedQuery({ sort: _sort, limit: _limit, view: _view, ...rest }: PropertyFilters) {
  return rest as Record<string, string>;
}

export default function Page() {
  const { urlParsed } = usePageContext();
  const urlFilters = filtersFromSearch(urlParsed.search);
  const { limit, grow } = useGrownList(
    propertiesPageUrl({ ...urlFilters, limit: undefined }),
    urlFilters.limit ?? PAGE_SIZE,
  );
  const filters = { ...urlFilters, limit: limit > PAGE_SIZE ? limit : undefined };
  const { data, isFetching, error } = useProperties(filters);
  // A query the API refuses (minPrice=-5) says why, instead of loading forever.
  const refused = Object.values(fieldErrorsOf(error)).flat();
  const { data: count } = usePropertiesCount(filters);
  const kind = filters.type === "sale" || filters.type === "rent" ? filters.type : undefined;
  const heading = kind ? HEADINGS[kind] : "Properties";
  useConfig()({ title: `${heading} in Ghana — Ofie` });

  const go = (next: PropertyFilters) =>
    // Student hostels have their own finder (spec §2), as from the home page's search.
    next.propertyType === STUDENT_HOSTEL
      ? navigate("/student-hostels")
      : navigate(propertiesPageUrl(next), { keepScrollPosition: true });
  const moreFilters = { ...filters, limit: limit + PAGE_SIZE };
  // Sales and rentals are never ranked against each other: see the repository's ORDER.
  const priceSortOfBoth = !kind && (filters.sort === "price-low" || filters.sort === "price-high");

  const results = (
    <PropertyResults
      properties={data}
      total={count?.total}
      capped={count?.capped}
      isLoading={isFetching}
      refused={refused}
      limit={limit}
      loadMoreHref={propertiesPageUrl(moreFilters)}
      onLoadMore={() => grow(moreFilters.limit, propertiesPageUrl(moreFilters))}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
      <p className="mt-2 hidden text-muted sm:block">
        Homes, land and commercial space across Ghana, priced in Ghana cedis (some high-end listings
        in US dollars).
      </p>
      <div className="mt-4 flex flex-col">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ListingKindTabs filters={filters} onChange={go} />
          <div className="flex gap-2 sm:flex-1">
            <FiltersSheetButton filters={filters} onChange={go} />
            <SaveSearchButton
              query={savedQuery(filters)}
              className="min-w-0 flex-1 whitespace-nowrap px-3 text-sm sm:ml-auto sm:flex-none sm:px-4 sm:text-base"
            />
          </div>
        </div>
        <PropertyFiltersPlace>
          <PropertyFiltersForm filters={filters} onChange={go} />
        </PropertyFiltersPlace>
        <div className="mt-3">
          <FilterChips filters={filters} onChange={go} />
        </div>
        <section aria-labelledby="results-heading" className="mt-4 lg:mt-6">
          {/* The cards' titles are h3: the outline may not skip from the page's h1. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-3 flex justify-end">
            <ViewToggle
              view={filters.view}
              onChange={(view) => go({ ...filters, view, limit: undefined })}
            />
          </div>
          {filters.view === "map" ? (
            <MapResults
              filters={filters}
              count={count}
              list={results}
              onSearchArea={(bbox) => go({ ...filters, bbox, limit: undefined })}
            />
          ) : (
            <>
              {priceSortOfBoth ? (
                <p className="mb-2 text-sm text-muted">
                  Sales first, then rentals by their monthly rent: choose Buy or Rent to compare one
                  kind only.
                </p>
              ) : null}
              {results}
            </>
          )}
        </section>
      </div>
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
