import { LOCATION, PROPERTY_TYPE } from "#modules/listings/listings.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { Field, Input, Select } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import { FURNISHED_OPTIONS, PROPERTY_TYPE_OPTIONS } from "./listing-options.js";
import type { ListingValues } from "./listing-values.js";

/** Where the property is and what it is: its type and furnishing. */
export function ListingLocationFields() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <>
      <Field id="listing-location" label="Location" error={errors.location?.message}>
        <Input
          {...a11y("location")}
          placeholder="e.g. East Legon, Accra"
          {...register("location", { validate: atLeast(LOCATION) })}
        />
      </Field>
      <Field id="listing-propertyType" label="Property type" error={errors.propertyType?.message}>
        <Select
          {...a11y("propertyType")}
          {...register("propertyType", { validate: atLeast(PROPERTY_TYPE) })}
        >
          <option value="">Select property type</option>
          {PROPERTY_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="listing-furnished" label="Furnished" error={errors.furnished?.message}>
        <Select {...a11y("furnished")} {...register("furnished")}>
          <option value="">Select furnishing</option>
          {FURNISHED_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
