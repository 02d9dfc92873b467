import { useHydrated } from "../../lib/hydrated.js";
import type { PropertyFilters } from "../../queries/properties.js";
import { propertiesPageUrl } from "../../queries/properties.js";
import { buttonClass } from "../ui/button.js";
import { cn } from "../ui/cn.js";
import { LazyDialog, useLazyDialog } from "../ui/lazy-dialog.js";
import { LineIcon } from "../ui/line-icon.js";
import { activeFilterCount } from "./filter-chips.js";
import { PropertyFiltersForm } from "./property-filters.js";

/** The spec's entry points ?type=sale and ?type=rent as tabs; neither is "All". */
const KINDS = [
  { type: undefined, label: "All" },
  { type: "sale", label: "Buy" },
  { type: "rent", label: "Rent" },
] as const;

/** Buy / Rent: real links (they work without JavaScript) that keep the other filters. */
export function ListingKindTabs({
  filters,
  onChange,
}: {
  filters: PropertyFilters;
  onChange: (filters: PropertyFilters) => void;
}) {
  return (
    <nav aria-label="Buy or rent">
      <ul className="grid grid-cols-3 rounded-lg border border-gray-200 bg-white p-1 sm:inline-grid">
        {KINDS.map((kind) => {
          const next = { ...filters, type: kind.type, limit: undefined };
          const current = (filters.type ?? undefined) === kind.type;
          return (
            <li key={kind.label}>
              <a
                href={propertiesPageUrl(next)}
                // Ours to follow (onClick), keeping the scroll position; Vike would follow it too.
                data-vike="false"
                aria-current={current ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(next);
                }}
                className={cn(
                  "flex h-11 min-w-16 items-center justify-center rounded-md px-4 text-sm font-semibold",
                  current ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50",
                )}
              >
                {kind.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * On a phone: "Filters (n)" opens a sheet holding the filters, so the results come
 * first. Before hydration (or without JavaScript) it is a link to the plain form below the results.
 */
export function FiltersSheetButton({
  filters,
  onChange,
}: {
  filters: PropertyFilters;
  onChange: (filters: PropertyFilters) => void;
}) {
  const hydrated = useHydrated();
  const { setOpen, triggerProps, panelProps } = useLazyDialog();
  const count = activeFilterCount(filters);
  const label = count > 0 ? `Filters (${count})` : "Filters";
  const look = buttonClass(
    "outline",
    "md",
    "min-w-0 flex-1 whitespace-nowrap px-3 text-sm sm:flex-none sm:text-base lg:hidden",
  );
  const icon = <LineIcon d="M4 6h16M7 12h10M10 18h4" />;
  if (!hydrated) {
    return (
      <a href="#property-filters" className={look}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <>
      <button {...triggerProps} onClick={() => setOpen(true)} className={look}>
        {icon}
        {label}
      </button>
      <LazyDialog
        {...panelProps}
        title="Filters"
        description="Narrow the listings, then show the results."
        besideTitle={
          <button
            type="button"
            aria-label="Close filters"
            onClick={() => setOpen(false)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
          >
            <LineIcon d="M6 6l12 12M18 6L6 18" />
          </button>
        }
        contentClassName="fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col gap-3 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none"
      >
        <PropertyFiltersForm
          filters={filters}
          inSheet
          onChange={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      </LazyDialog>
    </>
  );
}
