import { CONTACT_EMAIL_MESSAGE, CONTACT_NAME } from "#modules/listings/listings.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { Card } from "../ui/card.js";
import { Field, Input, Textarea } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ListingValues } from "./listing-values.js";

/** Who to contact about the listing, and anything else the lister wants to say. */
export function ListingContactCard() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-8">
      <h2 className="text-xl font-bold text-ink">Contact information</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="listing-contactName" label="Contact name" error={errors.contactName?.message}>
          <Input
            {...a11y("contactName")}
            autoComplete="name"
            {...register("contactName", {
              validate: atLeast(CONTACT_NAME),
            })}
          />
        </Field>
        <Field id="listing-contactEmail" label="Contact email" error={errors.contactEmail?.message}>
          <Input
            {...a11y("contactEmail")}
            type="email"
            autoComplete="email"
            {...register("contactEmail", {
              validate: (v) => isEmailAddress(v.trim()) || CONTACT_EMAIL_MESSAGE,
            })}
          />
        </Field>
        <Field id="listing-contactPhone" label="Contact phone" error={errors.contactPhone?.message}>
          <Input
            {...a11y("contactPhone")}
            type="tel"
            autoComplete="tel"
            placeholder="024 123 4567"
            {...register("contactPhone")}
          />
        </Field>
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
