import { checkPrice } from "#modules/listings/listings.rules.js";
import { Field, Select } from "../ui/field.js";
import { FormInput } from "../ui/form-input.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ListingValues } from "./listing-values.js";

/** The price in the chosen currency, and for a rental whether it is per month or per year. */
export function ListingPriceFields() {
  const { register, watch, errors, a11y } = useFormFields<ListingValues>("listing-");
  const isRent = watch("listingType") === "rent";
  const currency = watch("priceCurrency") === "USD" ? "US$" : "GH₵";
  return (
    <>
      <FormInput<ListingValues>
        idPrefix="listing-"
        name="price"
        label={`Price (${currency})`}
        inputMode="decimal"
        placeholder="e.g. 450000"
        // Bounds follow the type, period and currency chosen (listings.rules.ts).
        validate={(value, values) => checkPrice(value, values)}
      />
      <Field id="listing-priceCurrency" label="Currency" error={errors.priceCurrency?.message}>
        <Select {...a11y("priceCurrency")} {...register("priceCurrency")}>
          <option value="GHS">Ghana cedi (GH₵)</option>
          <option value="USD">US dollar (US$)</option>
        </Select>
      </Field>
      {isRent ? (
        <Field id="listing-rentPeriod" label="Rent period" error={errors.rentPeriod?.message}>
          <Select {...a11y("rentPeriod")} {...register("rentPeriod")}>
            <option value="month">Per month</option>
            <option value="year">Per year</option>
          </Select>
        </Field>
      ) : null}
    </>
  );
}
