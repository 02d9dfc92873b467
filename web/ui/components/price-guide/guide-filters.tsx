import { useId } from "react";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "#modules/listings/listings.rules.js";
import { GUIDE_BEDROOMS } from "#modules/price-guide/price-guide.rules.js";
import type { PriceGuideFilters } from "../../queries/price-guide.js";
import { CITIES } from "../property/property-options.js";
import { Button } from "../ui/button.js";
import { Field, Select } from "../ui/field.js";

/**
 * A plain GET form to /price-guide: the filters work without JavaScript, and with it the page
 * simply loads again with the new query (the guide is one server-rendered table).
 */
export function GuideFilters({
  filters,
  cities,
  errors,
}: {
  filters: PriceGuideFilters;
  /** Cities the guide has figures for, beside the search's five. */
  cities: readonly string[];
  errors: Record<string, string[]>;
}) {
  const id = useId();
  const cityChoices = [...new Set([...CITIES, ...cities, ...(filters.city ? [filters.city] : [])])];
  const error = (key: keyof PriceGuideFilters) => errors[key]?.[0];
  return (
    <form
      method="get"
      action="/price-guide"
      aria-label="Price guide filters"
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
    >
      {/* A group chosen from a property page keeps its neighbourhood until the form changes it. */}
      {filters.neighbourhood ? (
        <input type="hidden" name="neighbourhood" value={filters.neighbourhood} />
      ) : null}
      <Field id={`${id}-city`} label="City" error={error("city")}>
        <Select id={`${id}-city`} name="city" defaultValue={filters.city ?? "all"}>
          <option value="all">All cities</option>
          {cityChoices.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-type`} label="Rent or buy" error={error("type")}>
        <Select id={`${id}-type`} name="type" defaultValue={filters.type ?? "all"}>
          <option value="all">Rent and sale</option>
          <option value="rent">Rent (per month)</option>
          <option value="sale">Sale</option>
        </Select>
      </Field>
      <Field id={`${id}-property-type`} label="Property type" error={error("propertyType")}>
        <Select
          id={`${id}-property-type`}
          name="propertyType"
          defaultValue={filters.propertyType ?? "all"}
        >
          <option value="all">All types</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-bedrooms`} label="Bedrooms" error={error("bedrooms")}>
        <Select id={`${id}-bedrooms`} name="bedrooms" defaultValue={filters.bedrooms ?? "any"}>
          <option value="any">Any</option>
          {GUIDE_BEDROOMS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          Show prices
        </Button>
      </div>
    </form>
  );
}
