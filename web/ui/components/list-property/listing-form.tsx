import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_NAME,
  DESCRIPTION,
  LOCATION,
  PRICE,
  PROPERTY_TYPE,
  TITLE,
} from "#modules/listings/listings.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors, EMAIL_PATTERN } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Card } from "../ui/card.js";
import { Field, Input, Select, Textarea } from "../ui/field.js";
import {
  FURNISHED_OPTIONS,
  MAX_IMAGES,
  MAX_VIDEOS,
  PROPERTY_TYPE_OPTIONS,
} from "./listing-options.js";
import { ListingTermsFields } from "./listing-terms-fields.js";
import { EMPTY, type ListingValues } from "./listing-values.js";
import { ImagePicker, VideoPicker } from "./media-pickers.js";
import { useMediaFiles } from "./use-media-files.js";

const FIELDS = Object.keys(EMPTY);

/** The multipart body of POST /api/listings: text fields as text, files under images and videos. */
function listingFormData(values: ListingValues, images: File[], videos: File[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    // Only rentals have a period and an advance, only land a title: hidden fields are not sent.
    if ((key === "rentPeriod" || key === "rentAdvanceMonths") && values.listingType !== "rent")
      continue;
    if (key === "titleStatus" && values.propertyType !== "land") continue;
    const text = value.trim();
    if (text) body.append(key, text);
  }
  for (const image of images) body.append("images", image);
  for (const video of videos) body.append("videos", video);
  return body;
}

/** Spec §2 listing form with the §5 rules; it now really submits (POST /api/listings) for review. */
export function ListingForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ListingValues>({ defaultValues: EMPTY });
  const media = useMediaFiles(MAX_IMAGES, MAX_VIDEOS);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const isRent = watch("listingType") === "rent";
  const isLand = watch("propertyType") === "land";
  const currency = watch("priceCurrency") === "USD" ? "US$" : "GH₵";

  async function onSubmit(values: ListingValues) {
    setFileErrors({});
    const body = listingFormData(
      values,
      media.images.map((image) => image.file),
      media.videos,
    );
    try {
      await apiRequest("POST", "/api/listings", body);
      toast({
        title: "Property Submitted Successfully",
        description:
          "Your property listing has been submitted for review. We'll contact you within 24 hours.",
      });
      reset(EMPTY);
      media.clear();
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      setFileErrors(applyServerFieldErrors(error, setError, FIELDS));
      toast({
        title: "Submission Failed",
        description: "There was an error submitting your property. Please try again.",
        variant: "destructive",
      });
    }
  }

  const a11y = (field: keyof ListingValues) => ({
    id: `listing-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `listing-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-8">
        <h2 className="text-xl font-bold text-ink">Property details</h2>
        <Field id="listing-title" label="Property title" error={errors.title?.message}>
          <Input
            {...a11y("title")}
            placeholder="e.g. 3 Bedroom House in East Legon"
            {...register("title", {
              validate: atLeast(TITLE),
            })}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">Listing type</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="sale"
                className="size-4 accent-brand-700"
                {...register("listingType")}
              />
              For sale
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="rent"
                className="size-4 accent-brand-700"
                {...register("listingType")}
              />
              For rent
            </label>
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="listing-price" label={`Price (${currency})`} error={errors.price?.message}>
            <Input
              {...a11y("price")}
              inputMode="decimal"
              placeholder="e.g. 450000"
              {...register("price", { validate: atLeast(PRICE) })}
            />
          </Field>
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
          <Field id="listing-location" label="Location" error={errors.location?.message}>
            <Input
              {...a11y("location")}
              placeholder="e.g. East Legon, Accra"
              {...register("location", { validate: atLeast(LOCATION) })}
            />
          </Field>
          <Field
            id="listing-propertyType"
            label="Property type"
            error={errors.propertyType?.message}
          >
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
        </div>
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
          <Field id="listing-area" label="Area (sq ft)" error={errors.area?.message}>
            <Input
              {...a11y("area")}
              type="number"
              min={0}
              inputMode="decimal"
              {...register("area")}
            />
          </Field>
        </div>
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

      <Card className="p-5 sm:p-8">
        <ListingTermsFields
          register={register}
          errors={errors}
          idPrefix="listing-"
          isRent={isRent}
          isLand={isLand}
        />
      </Card>

      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <h2 className="text-xl font-bold text-ink">Photos and videos</h2>
        <ImagePicker
          images={media.images}
          onPick={media.addImages}
          onRemove={media.removeImage}
          error={fileErrors.images}
        />
        <VideoPicker
          videos={media.videos}
          onPick={media.addVideos}
          onRemove={media.removeVideo}
          error={fileErrors.videos}
        />
      </Card>

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
          <Field
            id="listing-contactEmail"
            label="Contact email"
            error={errors.contactEmail?.message}
          >
            <Input
              {...a11y("contactEmail")}
              type="email"
              autoComplete="email"
              {...register("contactEmail", {
                validate: (v) => EMAIL_PATTERN.test(v.trim()) || CONTACT_EMAIL_MESSAGE,
              })}
            />
          </Field>
          <Field
            id="listing-contactPhone"
            label="Contact phone"
            error={errors.contactPhone?.message}
          >
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

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Submitting..." : "Submit Property Listing"}
      </Button>
    </form>
  );
}
