import { DESCRIPTION } from "#modules/listings/listings.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { Card } from "../ui/card.js";
import { Field, Textarea } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import { ListingBasicsFields } from "./listing-basics-fields.js";
import { ListingFeaturesFields } from "./listing-features-fields.js";
import { ListingLocationFields } from "./listing-location-fields.js";
import { ListingPriceFields } from "./listing-price-fields.js";
import type { ListingValues } from "./listing-values.js";

/** The listing form's first card: what the property is, where, for how much, and its description. */
export function ListingDetailsCard() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-8">
      <h2 className="text-xl font-bold text-ink">Property details</h2>
      <ListingBasicsFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <ListingPriceFields />
        <ListingLocationFields />
      </div>
      <ListingFeaturesFields />
      <Field id="listing-description" label="Description" error={errors.description?.message}>
        <Textarea
          {...a11y("description")}
          rows={5}
          placeholder="Describe the property: rooms, condition, water and power supply, security, nearby amenities..."
          {...register("description", {
            validate: atLeast(DESCRIPTION),
          })}
        />
      </Field>
    </Card>
  );
}
