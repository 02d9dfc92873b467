import { FormInput } from "../ui/form-input.js";
import type { ListingValues } from "./listing-values.js";

const ListingInput = FormInput<ListingValues>;

/** Bedrooms, bathrooms and floor area: optional numbers, in one row. */
export function ListingFeaturesFields() {
  const rooms = { type: "number", min: 0, max: 99, inputMode: "numeric" } as const;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <ListingInput idPrefix="listing-" name="bedrooms" label="Bedrooms" {...rooms} />
      <ListingInput idPrefix="listing-" name="bathrooms" label="Bathrooms" {...rooms} />
      <ListingInput
        idPrefix="listing-"
        name="area"
        label="Area (m²)"
        type="number"
        min={0}
        inputMode="decimal"
      />
    </div>
  );
}
