import type { FieldErrors, SetValueConfig, UseFormRegister } from "react-hook-form";
import { COORDINATE_MESSAGES, coordinatesProblems } from "#modules/listings/listing-coordinates.js";
import {
  LEGAL_MAX_RENT_ADVANCE_MONTHS,
  MAX_RENT_ADVANCE_MONTHS,
  TERM_FIELDS,
  TERM_RULES,
} from "#modules/listings/listing-terms.js";
import { whenGiven } from "#shared/text-rule.js";
import { PinPickerMap } from "../map/lazy-maps.js";
import { Field, Input, Select } from "../ui/field.js";
import { fieldA11y } from "../ui/field-a11y.js";
import type { ListingValues } from "./listing-values.js";

/** The terms as the form holds them; both the listing form and the Manage Listings edit do. */
export type TermsValues = Pick<
  ListingValues,
  | "rentAdvanceMonths"
  | "viewingFee"
  | "commissionPercent"
  | "digitalAddress"
  | "titleStatus"
  | "latitude"
  | "longitude"
>;
export const TERMS_FIELDS = TERM_FIELDS satisfies readonly (keyof TermsValues)[];

/** The API's rules (TERM_RULES, also ListingSubmissionInput's), checked before sending. */
const RULES = {
  rentAdvanceMonths: whenGiven(TERM_RULES.rentAdvanceMonths),
  viewingFee: whenGiven(TERM_RULES.viewingFee),
  commissionPercent: whenGiven(TERM_RULES.commissionPercent),
  digitalAddress: whenGiven(TERM_RULES.digitalAddress),
  // Each in Ghana's box, and both or neither: the server's rules (listing-coordinates.ts).
  latitude: (_: string, values: TermsValues) =>
    coordinatesProblems(values.latitude, values.longitude).latitude ?? true,
  longitude: (_: string, values: TermsValues) =>
    coordinatesProblems(values.latitude, values.longitude).longitude ?? true,
};

/**
 * The honest terms of a listing, all optional: an empty field is shown as 'not stated'.
 * Rent advance only for rentals, title papers only for land. Each field's id is `idPrefix` and
 * its name, so two forms on one page keep theirs apart.
 */
export function ListingTermsFields({
  register,
  watch,
  setValue,
  errors,
  idPrefix,
  isRent,
  isLand,
}: {
  register: UseFormRegister<TermsValues>;
  /** The pin's map reads the typed coordinates and fills them in (decision 69): the form's own. */
  watch: (names: readonly ["latitude", "longitude"]) => readonly (string | undefined)[];
  setValue: (name: "latitude" | "longitude", value: string, options: SetValueConfig) => void;
  errors: FieldErrors<TermsValues>;
  idPrefix: string;
  isRent: boolean;
  isLand: boolean;
}) {
  const a11y = fieldA11y(idPrefix, errors);
  const [latitude, longitude] = watch(["latitude", "longitude"]);
  // Dropped or dragged: both fields at once, checked as if typed.
  const pick = (lat: string, lng: string) => {
    const how = { shouldValidate: true, shouldDirty: true };
    setValue("latitude", lat, how);
    setValue("longitude", lng, how);
  };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold text-ink">Costs and papers</legend>
      <p className="text-sm text-muted">
        Optional, but renters and buyers trust listings that say these. Leave a field empty and the
        listing shows 'not stated'.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {isRent ? (
          <Field
            id={`${idPrefix}rentAdvanceMonths`}
            label="Rent advance (months)"
            hint={`The Rent Act limits advance rent to ${LEGAL_MAX_RENT_ADVANCE_MONTHS} months; more is flagged`}
            error={errors.rentAdvanceMonths?.message}
          >
            <Input
              {...a11y("rentAdvanceMonths")}
              type="number"
              min={0}
              max={MAX_RENT_ADVANCE_MONTHS}
              inputMode="numeric"
              {...register("rentAdvanceMonths", { validate: RULES.rentAdvanceMonths })}
            />
          </Field>
        ) : null}
        <Field
          id={`${idPrefix}viewingFee`}
          label="Viewing fee (GH₵)"
          hint="0 if viewing is free"
          error={errors.viewingFee?.message}
        >
          <Input
            {...a11y("viewingFee")}
            inputMode="decimal"
            {...register("viewingFee", { validate: RULES.viewingFee })}
          />
        </Field>
        <Field
          id={`${idPrefix}commissionPercent`}
          label="Agent commission (%)"
          hint="Commonly 10% of the first year's rent, about 5% on a sale"
          error={errors.commissionPercent?.message}
        >
          <Input
            {...a11y("commissionPercent")}
            inputMode="decimal"
            {...register("commissionPercent", { validate: RULES.commissionPercent })}
          />
        </Field>
        <Field
          id={`${idPrefix}digitalAddress`}
          label="Digital address (GhanaPostGPS)"
          error={errors.digitalAddress?.message}
        >
          <Input
            {...a11y("digitalAddress")}
            placeholder="e.g. GA-183-8164"
            autoCapitalize="characters"
            {...register("digitalAddress", { validate: RULES.digitalAddress })}
          />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <p id={`${idPrefix}pin-hint`} className="text-sm font-medium text-ink">
            Where is it? Tap the map to drop a pin, then drag it to the exact spot; or type the
            numbers below.
          </p>
          <PinPickerMap
            latitude={latitude ?? ""}
            longitude={longitude ?? ""}
            onPick={pick}
            label="Map for the listing's pin: a tap puts it there"
          />
        </div>
        {/* Filled by the pin, or typed (the pin follows). Each revalidates the other. */}
        <Field
          id={`${idPrefix}latitude`}
          label="Latitude"
          hint={COORDINATE_MESSAGES.hint}
          error={errors.latitude?.message}
        >
          <Input
            {...a11y("latitude")}
            type="number"
            step="any"
            inputMode="decimal"
            placeholder="e.g. 5.6037"
            {...register("latitude", { validate: RULES.latitude, deps: ["longitude"] })}
          />
        </Field>
        <Field id={`${idPrefix}longitude`} label="Longitude" error={errors.longitude?.message}>
          <Input
            {...a11y("longitude")}
            type="number"
            step="any"
            inputMode="decimal"
            placeholder="e.g. -0.1870"
            {...register("longitude", { validate: RULES.longitude, deps: ["latitude"] })}
          />
        </Field>
        {isLand ? (
          <Field
            id={`${idPrefix}titleStatus`}
            label="Land title"
            error={errors.titleStatus?.message}
          >
            <Select {...a11y("titleStatus")} {...register("titleStatus")}>
              <option value="">Not stated</option>
              <option value="registered">Registered title</option>
              <option value="search-done">Search done at the Lands Commission</option>
            </Select>
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}
