import { usePageContext } from "vike-react/usePageContext";
import {
  figuresDates,
  GUIDE_LISTING_TYPES,
  GUIDE_MONTHS,
  MIN_COMPARABLES,
  NOT_COMPUTED,
} from "#modules/price-guide/price-guide.rules.js";
import { GuideChart } from "../../ui/components/price-guide/guide-chart.js";
import { GuideFilters } from "../../ui/components/price-guide/guide-filters.js";
import { GuideTable } from "../../ui/components/price-guide/guide-table.js";
import { EmptyState, Skeleton } from "../../ui/components/ui/card.js";
import { fieldErrorsOf } from "../../ui/lib/api.js";
import { guideFiltersFromSearch, usePriceGuide } from "../../ui/queries/price-guide.js";

export default function Page() {
  const pageContext = usePageContext();
  const filters = guideFiltersFromSearch(pageContext.urlParsed.search);
  const { data, error } = usePriceGuide(filters);
  const served = (pageContext.data as { filterErrors?: Record<string, string[]> } | undefined)
    ?.filterErrors;
  const errors = { ...served, ...fieldErrorsOf(error) };
  const refused = Object.keys(errors).length > 0;
  const cities = [...new Set(data?.groups.map((g) => g.city) ?? [])];

  return (
    <>
      <section className="bg-brand-800 px-4 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Price Guide</h1>
          <p className="mt-3 max-w-2xl text-brand-100">
            {`What listings ask in each area: the median and the middle range (the middle half of asking prices, 25th to 75th percentile) of the last ${GUIDE_MONTHS} months' listings, rents per month. Dollar prices count in cedis at the rate of the day they were listed.`}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <GuideFilters filters={filters} cities={cities} errors={errors} />
        {refused ? null : !data ? (
          <div aria-busy="true" className="mt-8 grid gap-3">
            <Skeleton className="h-48 w-full" />
          </div>
        ) : !data.computedAt || !data.since || !data.until ? (
          <div className="mt-8">
            <EmptyState title="No figures yet" text={NOT_COMPUTED} />
          </div>
        ) : data.groups.length === 0 ? (
          <div className="mt-8">
            <EmptyState
              title="No figures for these filters"
              text={`No group had at least ${data.minListings} listings in the last ${GUIDE_MONTHS} months. Try the whole city or another type.`}
            />
            <p className="mt-4 text-sm text-muted">{`${figuresDates(data.since, data.until, data.computedAt)}.`}</p>
          </div>
        ) : (
          <>
            {GUIDE_LISTING_TYPES.map((kind) => {
              const groups = data.groups.filter((g) => g.listingType === kind);
              return groups.length === 0 ? null : (
                <div key={kind}>
                  <GuideChart kind={kind} groups={groups} />
                  <GuideTable kind={kind} groups={groups} />
                </div>
              );
            })}
            <p className="mt-6 text-sm text-muted">
              {`${figuresDates(data.since, data.until, data.computedAt)}: asking prices, not sale prices agreed. A figure needs at least ${data.minListings} listings; ${data.tooFew} smaller groups are not shown. A property page compares its price once it has ${MIN_COMPARABLES} similar listings.`}
            </p>
          </>
        )}
      </div>
    </>
  );
}
