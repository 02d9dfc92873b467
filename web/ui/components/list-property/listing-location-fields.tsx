import { LOCATION, PROPERTY_TYPE } from "#modules/listings/listings.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { Field, Select } from "../ui/field.js";
import { FormInput } from "../ui/form-input.js";
import { useFormFields } from "../ui/use-form-fields.js";
import { FURNISHED_OPTIONS, PROPERTY_TYPE_OPTIONS } from "./listing-options.js";
import type { ListingValues } from "./listing-values.js";

/** Where the property is and what it is: its type and furnishing. */
export function ListingLocationFields() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <>
      <FormInput<ListingValues>
        idPrefix="listing-"
        name="location"
        label="Location"
        placeholder="e.g. East Legon, Accra"
        validate={atLeast(LOCATION)}
      />
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
