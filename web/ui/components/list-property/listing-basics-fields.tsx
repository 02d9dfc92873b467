import { LISTING_TYPES, TITLE } from "#modules/listings/listings.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { FormInput } from "../ui/form-input.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ListingValues } from "./listing-values.js";

const LISTING_TYPE_CHOICES = { sale: "For sale", rent: "For rent" } as const;

/** The listing's title and whether it is for sale or for rent. */
export function ListingBasicsFields() {
  const { register } = useFormFields<ListingValues>("listing-");
  return (
    <>
      <FormInput<ListingValues>
        idPrefix="listing-"
        name="title"
        label="Property title"
        placeholder="e.g. 3 Bedroom House in East Legon"
        validate={atLeast(TITLE)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">Listing type</legend>
        <div className="flex flex-wrap gap-4">
          {LISTING_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                value={type}
                className="size-4 accent-brand-700"
                {...register("listingType")}
              />
              {LISTING_TYPE_CHOICES[type]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
