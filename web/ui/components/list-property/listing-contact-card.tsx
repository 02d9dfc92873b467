import { CONTACT_EMAIL_MESSAGE, CONTACT_NAME } from "#modules/listings/listings.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { Card } from "../ui/card.js";
import { Field, Textarea } from "../ui/field.js";
import { FormInput } from "../ui/form-input.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ListingValues } from "./listing-values.js";

/** Who to contact about the listing, and anything else the lister wants to say. */
export function ListingContactCard() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-8">
      <h2 className="text-xl font-bold text-ink">Contact information</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput<ListingValues>
          idPrefix="listing-"
          name="contactName"
          label="Contact name"
          autoComplete="name"
          validate={atLeast(CONTACT_NAME)}
        />
        <FormInput<ListingValues>
          idPrefix="listing-"
          name="contactEmail"
          label="Contact email"
          type="email"
          autoComplete="email"
          validate={(v) => isEmailAddress(v.trim()) || CONTACT_EMAIL_MESSAGE}
        />
        <FormInput<ListingValues>
          idPrefix="listing-"
          name="contactPhone"
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
        />
      </div>
      <Field
        id="listing-additionalInfo"
        label="Additional information"
        error={errors.additionalInfo?.message}
      >
        <Textarea
          {...a11y("additionalInfo")}
          rows={3}
          placeholder="Viewing times, rent advance, land documents..."
          {...register("additionalInfo")}
        />
      </Field>
    </Card>
  );
}
