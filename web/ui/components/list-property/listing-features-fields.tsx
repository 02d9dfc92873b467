import { Field, Input } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ListingValues } from "./listing-values.js";

/** Bedrooms, bathrooms and floor area: optional numbers, in one row. */
export function ListingFeaturesFields() {
  const { register, errors, a11y } = useFormFields<ListingValues>("listing-");
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Field id="listing-bedrooms" label="Bedrooms" error={errors.bedrooms?.message}>
        <Input
          {...a11y("bedrooms")}
          type="number"
          min={0}
          max={99}
          inputMode="numeric"
          {...register("bedrooms")}
        />
      </Field>
      <Field id="listing-bathrooms" label="Bathrooms" error={errors.bathrooms?.message}>
        <Input
          {...a11y("bathrooms")}
          type="number"
          min={0}
          max={99}
          inputMode="numeric"
          {...register("bathrooms")}
        />
      </Field>
      <Field id="listing-area" label="Area (m²)" error={errors.area?.message}>
        <Input {...a11y("area")} type="number" min={0} inputMode="decimal" {...register("area")} />
      </Field>
    </div>
  );
}
