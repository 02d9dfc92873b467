import { type FormEvent, useId } from "react";
import type { PropertyFilters } from "../../queries/properties.js";
import { Button } from "../ui/button.js";
import { Field, Input, Select } from "../ui/field.js";
import {
  ADVANCE_CHOICES,
  BEDROOM_CHOICES,
  CITIES,
  PROPERTY_TYPES,
  SORTS,
  STUDENT_HOSTEL,
} from "./property-options.js";

/**
 * A plain GET form to /properties, so the search works before and without JavaScript; with it,
 * `onChange` turns the form into filters and the page navigates without a reload.
 */
export function PropertyFiltersForm({
  filters,
  onChange,
  inSheet = false,
}: {
  filters: PropertyFilters;
  onChange: (filters: PropertyFilters) => void;
  /** In the phone's Filters sheet: one column, and nothing applies until "Show results". */
  inSheet?: boolean;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(formFilters(event.currentTarget));
  };
  const changed = (event: FormEvent<HTMLFormElement>) => {
    // Typing in a text box waits for the submit; a choice in a list applies at once (inline),
    // except student hostels, which leave for their own finder wherever they are chosen.
    const target = event.target as HTMLSelectElement;
    if (target.tagName !== "SELECT") return;
    if (!inSheet || target.value === STUDENT_HOSTEL) onChange(formFilters(event.currentTarget));
  };
  // The key re-creates the uncontrolled fields when the URL's filters change (back/forward).
  return (
    <form
      key={JSON.stringify(filters)}
      method="get"
      action="/properties"
      aria-label="Search properties"
      onSubmit={submit}
      onChange={changed}
      className={
        inSheet
          ? "grid gap-3"
          : "grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      }
    >
      {/* Filters the form does not show (from the hero search or Buy/Rent links) stay applied. */}
      {(["type", "region", "furnishing", "nearUniversity", "bbox", "view"] as const).map((key) =>
        filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null,
      )}
      <div className={inSheet ? undefined : "sm:col-span-2"}>
        <Field id={`${id}-search`} label="Search">
          <Input
            id={`${id}-search`}
            name="search"
            type="search"
            placeholder="Area, title or keyword"
            defaultValue={filters.search ?? ""}
          />
        </Field>
      </div>
      <Field id={`${id}-type`} label="Property type">
        <Select id={`${id}-type`} name="propertyType" defaultValue={filters.propertyType ?? "all"}>
          <option value="all">All types</option>
          {PROPERTY_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-city`} label="City">
        <Select id={`${id}-city`} name="city" defaultValue={filters.city ?? "all"}>
          <option value="all">All cities</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-bedrooms`} label="Bedrooms">
        <Select id={`${id}-bedrooms`} name="bedrooms" defaultValue={filters.bedrooms ?? "any"}>
          {BEDROOM_CHOICES.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-advance`} label="Rent advance" hint="Only rentals that state their advance">
        <Select
          id={`${id}-advance`}
          name="maxAdvance"
          defaultValue={filters.maxAdvance ?? "any"}
          aria-describedby={`${id}-advance-hint`}
        >
          {ADVANCE_CHOICES.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-min`} label="Min price (GH₵)">
        <Input
          id={`${id}-min`}
          name="minPrice"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={filters.minPrice ?? ""}
        />
      </Field>
      <Field id={`${id}-max`} label="Max price (GH₵)">
        <Input
          id={`${id}-max`}
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={filters.maxPrice ?? ""}
        />
      </Field>
      <Field id={`${id}-sort`} label="Sort by">
        <Select id={`${id}-sort`} name="sort" defaultValue={filters.sort ?? "newest"}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          {inSheet ? "Show results" : "Search"}
        </Button>
      </div>
    </form>
  );
}

export function formFilters(form: HTMLFormElement): PropertyFilters {
  const filters: PropertyFilters = {};
  for (const [key, value] of new FormData(form)) {
    const text = String(value).trim();
    if (text && text !== "all" && text !== "any") (filters as Record<string, string>)[key] = text;
  }
  return filters;
}
