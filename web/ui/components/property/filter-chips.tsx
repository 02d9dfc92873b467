import { PROPERTY_TYPE_LABELS, type PropertyType } from "#modules/listings/listings.rules.js";
import { formatPrice } from "../../lib/format.js";
import { type PropertyFilters, propertiesPageUrl } from "../../queries/properties.js";
import { FURNISHING_OPTIONS, type Option, UNIVERSITY_OPTIONS } from "../search/search-options.js";
import { ADVANCE_CHOICES } from "./property-options.js";

const labelIn = (options: readonly Option[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

type ChipKey = Exclude<keyof PropertyFilters, "limit" | "type" | "sort" | "view">;

/** What each active filter reads as on its chip; Buy/Rent is the tabs' and sort is not a filter. */
const CHIP_TEXT: Record<ChipKey, (value: string) => string> = {
  search: (v) => `“${v}”`,
  propertyType: (v) => PROPERTY_TYPE_LABELS[v as PropertyType] ?? v,
  city: (v) => v,
  region: (v) => `${v} region`,
  bedrooms: (v) => (Number(v) >= 4 ? "4+ bedrooms" : `${v} bedroom${v === "1" ? "" : "s"}`),
  minPrice: (v) => `From ${formatPrice(v)}`,
  maxPrice: (v) => `Up to ${formatPrice(v)}`,
  furnishing: (v) => labelIn(FURNISHING_OPTIONS, v),
  nearUniversity: (v) => `Near ${labelIn(UNIVERSITY_OPTIONS, v)}`,
  maxAdvance: (v) =>
    ADVANCE_CHOICES.find((a) => a.value === v)?.label.replace(/^Up to/, "Advance up to") ??
    `Advance up to ${v} months`,
  bbox: () => "In the map area",
};

export interface FilterChip {
  key: ChipKey;
  text: string;
  /** The same list without this filter (a real link: it works without JavaScript). */
  href: string;
  without: PropertyFilters;
}

/** The active filters as chips, in the order the form shows them. */
export function activeFilterChips(filters: PropertyFilters): FilterChip[] {
  return (Object.keys(CHIP_TEXT) as ChipKey[]).flatMap((key) => {
    const value = filters[key];
    if (!value) return [];
    const without = { ...filters, [key]: undefined, limit: undefined };
    return [{ key, text: CHIP_TEXT[key](value), href: propertiesPageUrl(without), without }];
  });
}

/**
 * How many filters are set, for the "Filters (n)" button: the chips under it, no more. The sort
 * orders the listings and narrows none, so it is not counted ("Filters (4)" above three chips).
 */
export function activeFilterCount(filters: PropertyFilters): number {
  return activeFilterChips(filters).length;
}

/** Each active filter as a removable chip; "Clear all" keeps Buy/Rent. */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: PropertyFilters;
  onChange: (filters: PropertyFilters) => void;
}) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  const cleared: PropertyFilters = { type: filters.type, sort: filters.sort, view: filters.view };
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            data-vike="false"
            aria-label={`Remove filter: ${chip.text}`}
            onClick={(event) => {
              event.preventDefault();
              onChange(chip.without);
            }}
            className="inline-flex h-11 max-w-[80vw] items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            <span className="truncate">{chip.text}</span>
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </a>
        </li>
      ))}
      <li>
        <a
          href={propertiesPageUrl(cleared)}
          data-vike="false"
          onClick={(event) => {
            event.preventDefault();
            onChange(cleared);
          }}
          className="inline-flex h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
        >
          Clear all
        </a>
      </li>
    </ul>
  );
}
