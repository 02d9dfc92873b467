import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  checkPrice,
  DESCRIPTION,
  ROOM_COUNT,
  ROOM_COUNT_MESSAGES,
  TITLE,
} from "#modules/listings/listings.rules.js";
import type { ManagedListing } from "#modules/my-listings/my-listings.types.js";
import { atLeast, whenGiven } from "#shared/text-rule.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import type { Json } from "../../lib/json.js";
import { type ListingEdit, useEditListing } from "../../queries/my-listings.js";
import { toast } from "../../toast/toast-store.js";
import {
  ListingTermsFields,
  TERMS_FIELDS,
  type TermsValues,
} from "../list-property/listing-terms-fields.js";
import { Button, buttonClass } from "../ui/button.js";
import { Field, Input, Textarea } from "../ui/field.js";
import { fieldA11y } from "../ui/field-a11y.js";
import { ScriptForm } from "../ui/script-form.js";
import { ListingPhotosSection } from "./listing-photos-section.js";

/** The form's values: every field as typed text; amenities comma-separated. */
type EditValues = Omit<ListingEdit, "amenities" | keyof TermsValues> & {
  amenities: string;
} & TermsValues;

const wholeNumber = (message: string) =>
  whenGiven({ test: (text) => ROOM_COUNT.test(text), message });

/** The listing form's rules (listings.rules.ts); the server checks them again. */
const FIELDS = [
  { name: "title", label: "Title", rule: atLeast(TITLE) },
  // Bounded by the listing's own type, period and currency: see `rules` below.
  { name: "price", label: "Price", rule: undefined, numeric: true },
  {
    name: "bedrooms",
    label: "Bedrooms",
    rule: wholeNumber(ROOM_COUNT_MESSAGES.bedrooms),
    numeric: true,
  },
  {
    name: "bathrooms",
    label: "Bathrooms",
    rule: wholeNumber(ROOM_COUNT_MESSAGES.bathrooms),
    numeric: true,
  },
  {
    name: "parking",
    label: "Parking spaces",
    rule: wholeNumber(ROOM_COUNT_MESSAGES.parking),
    numeric: true,
  },
  { name: "area", label: "Area (m²)", rule: undefined, numeric: true },
  { name: "amenities", label: "Amenities (comma separated)", rule: undefined },
] as const;
const FIELD_NAMES = [...FIELDS.map((f) => f.name), "description", ...TERMS_FIELDS];

/** "50.00" as an owner would type it: "50"; "12.50" stays. */
const amount = (value: string | null) => (value === null ? "" : value.replace(/\.00$/, ""));

function valuesOf(l: Json<ManagedListing>): EditValues {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    title: l.title,
    description: l.description,
    // "6500.00" as the cedis an owner typed; pesewas, if any, are kept.
    price: l.price.replace(/\.00$/, ""),
    bedrooms: text(l.bedrooms),
    bathrooms: text(l.bathrooms),
    parking: text(l.parking),
    area: l.area === null ? "" : String(Number(l.area)),
    amenities: l.amenities.join(", "),
    rentAdvanceMonths: text(l.rentAdvanceMonths),
    viewingFee: amount(l.viewingFee),
    commissionPercent: amount(l.commissionPercent),
    digitalAddress: l.digitalAddress ?? "",
    titleStatus: l.titleStatus ?? "",
    latitude: text(l.latitude),
    longitude: text(l.longitude),
  };
}

/** The PUT body: a hidden term (a sale's advance, a house's title) is not sent, as on the form. */
function editOf(values: EditValues, isRent: boolean, isLand: boolean): ListingEdit {
  const { rentAdvanceMonths, titleStatus, amenities, ...rest } = values;
  return {
    ...rest,
    amenities: amenities.split(","),
    ...(isRent ? { rentAdvanceMonths } : {}),
    ...(isLand ? { titleStatus } : {}),
  };
}

/**
 * Edit in a Radix Dialog (focus kept inside, Escape closes). The photos section beside the form
 * saves each change at once (decision 52); "Save changes" is for the fields.
 */
export function EditListingDialog({ listing }: { listing: Json<ManagedListing> }) {
  const [open, setOpen] = useState(false);
  const edit = useEditListing(listing.id);
  const isRent = listing.listingType === "rent";
  const isLand = listing.propertyType === "land";
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({ defaultValues: valuesOf(listing) });
  const id = (field: string) => `edit-${listing.id}-${field}`;
  // The price stays in the listing's own currency (decision 17).
  const currency = listing.priceCurrency === "USD" ? "US$" : "GH₵";
  const a11y = fieldA11y(id(""), errors);
  const ruleOf = (f: (typeof FIELDS)[number]) =>
    f.name === "price" ? (value: string) => checkPrice(value, listing) : f.rule;

  async function onSave(values: EditValues) {
    try {
      await edit.mutateAsync(editOf(values, isRent, isLand));
      toast({ title: "Listing Updated", description: `${values.title.trim()} was saved.` });
      setOpen(false);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast({
        title: "Error",
        description: "Failed to update the listing. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset(valuesOf(listing));
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClass("primary", "sm")}>
        Edit<span className="sr-only"> {listing.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[94vw] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Edit listing</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Change the details and save them; photos are added, moved and removed at once.
          </Dialog.Description>
          {/* Above the fields and their Save/Cancel, which do not undo photo changes. */}
          <ListingPhotosSection listing={listing} />
          <ScriptForm
            noValidate
            onSubmit={handleSubmit(onSave)}
            className="grid gap-4 sm:grid-cols-2"
          >
            {FIELDS.map((f) => (
              <div
                key={f.name}
                className={
                  f.name === "title" || f.name === "amenities" ? "sm:col-span-2" : undefined
                }
              >
                <Field
                  id={id(f.name)}
                  label={f.name === "price" ? `Price (${currency})` : f.label}
                  error={errors[f.name]?.message}
                >
                  <Input
                    inputMode={"numeric" in f && f.numeric ? "decimal" : undefined}
                    {...a11y(f.name)}
                    {...register(f.name, ruleOf(f) ? { validate: ruleOf(f) } : {})}
                  />
                </Field>
              </div>
            ))}
            <div className="sm:col-span-2">
              <Field id={id("description")} label="Description" error={errors.description?.message}>
                <Textarea
                  {...a11y("description")}
                  {...register("description", {
                    validate: atLeast(DESCRIPTION),
                  })}
                />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <ListingTermsFields
                register={register}
                watch={watch}
                setValue={setValue}
                errors={errors}
                idPrefix={id("")}
                isRent={isRent}
                isLand={isLand}
              />
            </div>
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Dialog.Close className={buttonClass("outline", "sm")} disabled={isSubmitting}>
                Cancel
              </Dialog.Close>
              <Button type="submit" size="sm" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </ScriptForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
