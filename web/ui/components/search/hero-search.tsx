import { type FormEvent, useId, useState } from "react";
import { Button } from "../ui/button.js";
import { Field, Select } from "../ui/field.js";
import { LocationAutocomplete } from "./location-autocomplete.js";
import {
  FURNISHING_OPTIONS,
  type Option,
  PRICE_RANGES,
  SEARCH_PROPERTY_TYPES,
  SEARCH_REGIONS,
  UNIVERSITY_OPTIONS,
} from "./search-options.js";
import { heroSearchUrl, heroSearchValuesOf } from "./search-url.js";

/**
 * Spec §2 hero search. Without JavaScript it is a GET form to /properties whose field names are
 * the list's query parameters (the price range then travels as one `priceRange` value); with it,
 * the submit splits the range into minPrice/maxPrice and sends hostel searches to their finder.
 */
export function HeroSearch({ onSearch }: { onSearch: (url: string) => void }) {
  const id = useId();
  const [location, setLocation] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(heroSearchUrl(heroSearchValuesOf(event.currentTarget)));
  };
  return (
    <form
      method="get"
      action="/properties"
      aria-label="Search properties"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 text-ink shadow-lg sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <Field id={`${id}-location`} label="Location">
          <LocationAutocomplete
            id={`${id}-location`}
            name="search"
            value={location}
            onChange={setLocation}
            placeholder="Town, area or neighbourhood, e.g. East Legon"
          />
        </Field>
      </div>
      <Choice
        id={`${id}-type`}
        label="Property type"
        name="propertyType"
        options={SEARCH_PROPERTY_TYPES}
      />
      <Choice id={`${id}-region`} label="Region" name="region" options={SEARCH_REGIONS} />
      <Choice id={`${id}-price`} label="Price range" name="priceRange" options={PRICE_RANGES} />
      <Choice
        id={`${id}-furnishing`}
        label="Furnishing"
        name="furnishing"
        options={FURNISHING_OPTIONS}
      />
      <Choice
        id={`${id}-university`}
        label="Near university"
        name="nearUniversity"
        options={UNIVERSITY_OPTIONS}
      />
      <div className="flex items-end">
        <Button type="submit" size="lg" className="w-full">
          Search Properties
        </Button>
      </div>
    </form>
  );
}

function Choice({
  id,
  label,
  name,
  options,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly Option[];
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={options[0]?.value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
