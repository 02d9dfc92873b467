import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Card } from "../ui/card.js";
import { SubmitButton } from "../ui/submit-button.js";
import { ListingContactCard } from "./listing-contact-card.js";
import { ListingDetailsCard } from "./listing-details-card.js";
import { listingFormData } from "./listing-form-data.js";
import { ListingMediaCard } from "./listing-media-card.js";
import { MAX_IMAGES, MAX_VIDEOS } from "./listing-options.js";
import { ListingTermsFields } from "./listing-terms-fields.js";
import { EMPTY, type ListingValues } from "./listing-values.js";
import { useMediaFiles } from "./use-media-files.js";

const FIELDS = Object.keys(EMPTY);

/**
 * Spec §2 listing form with the §5 rules; it really submits (POST /api/listings) for review.
 * Its cards read the form from FormProvider; the terms fields take it as props because the
 * Manage Listings edit dialog shares them.
 */
export function ListingForm() {
  const form = useForm<ListingValues>({ defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const media = useMediaFiles(MAX_IMAGES, MAX_VIDEOS);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const isRent = watch("listingType") === "rent";
  const isLand = watch("propertyType") === "land";

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

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <ListingDetailsCard />
        <Card className="p-5 sm:p-8">
          <ListingTermsFields
            register={register}
            errors={errors}
            idPrefix="listing-"
            isRent={isRent}
            isLand={isLand}
          />
        </Card>
        <ListingMediaCard media={media} errors={fileErrors} />
        <ListingContactCard />
        <SubmitButton
          submitting={isSubmitting}
          label="Submit Property Listing"
          submittingLabel="Submitting..."
        />
      </form>
    </FormProvider>
  );
}
