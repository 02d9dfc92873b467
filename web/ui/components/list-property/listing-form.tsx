import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import {
  LISTING_IMAGE_RULE,
  LISTING_VIDEO_RULE,
} from "#modules/listing-submissions/listing-upload-rules.js";
import { usePrefill } from "../../auth/use-prefill.js";
import { applyServerFieldErrors, namesAnyField } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { useFocusFirstError } from "../../lib/use-focus-first-error.js";
import { useFormDraft } from "../../lib/use-form-draft.js";
import { usePickedFiles } from "../../lib/use-picked-files.js";
import { toast } from "../../toast/toast-store.js";
import { Card } from "../ui/card.js";
import { ClearFormButton } from "../ui/clear-form-button.js";
import { SubmitButton } from "../ui/submit-button.js";
import { ListingContactCard } from "./listing-contact-card.js";
import { ListingDetailsCard } from "./listing-details-card.js";
import { ListingMediaCard } from "./listing-media-card.js";
import { ListingTermsFields } from "./listing-terms-fields.js";
import { EMPTY, type ListingValues } from "./listing-values.js";
import { sendListing } from "./send-listing.js";
import { UploadProgressList } from "./upload-progress-list.js";

/** Where a sent listing leads: a page that lasts, unlike the toast. */
export const SUBMITTED_PATH = "/list-property/submitted";

const FIELDS = Object.keys(EMPTY);
const FILE_FIELDS = ["images", "videos"];

/**
 * Spec §2 listing form with the §5 rules; it really submits (POST /api/listings) for review.
 * Its cards read the form from FormProvider; the terms fields take it as props because the
 * Manage Listings edit dialog shares them. Without JavaScript it is a plain multipart post to
 * the same address, with the same field names. What is typed is kept as a draft in the tab until
 * it is sent or cleared; once sent, `onSubmitted` takes the visitor on (the page: to
 * SUBMITTED_PATH).
 */
export function ListingForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useForm<ListingValues>({ defaultValues: EMPTY });
  const prefilled = usePrefill(form, { name: "contactName", email: "contactEmail" });
  const draft = useFormDraft(form, "listing");
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const images = usePickedFiles(LISTING_IMAGE_RULE, { previews: true });
  const videos = usePickedFiles(LISTING_VIDEO_RULE);
  const [shares, setShares] = useState<Record<string, number> | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const isRent = watch("listingType") === "rent";
  const isLand = watch("propertyType") === "land";

  function clear() {
    draft.discard(prefilled(EMPTY));
    images.clear();
    videos.clear();
  }

  async function onSubmit(values: ListingValues) {
    try {
      await sendListing(values, await images.settled(), await videos.settled(), setShares);
      toast({
        title: "Property Submitted Successfully",
        description:
          "Your property listing has been submitted for review. We'll contact you within 24 hours.",
      });
      clear();
      onSubmitted();
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      const others = applyServerFieldErrors(error, setError, FIELDS);
      images.showMessage(others.images);
      videos.showMessage(others.videos);
      // Field messages go beside their fields; a notice is for what no field can say.
      if (namesAnyField(error, [...FIELDS, ...FILE_FIELDS])) focusFirstError();
      else
        toast({
          title: "Submission Failed",
          description: "There was an error submitting your property. Please try again.",
          variant: "destructive",
        });
    } finally {
      setShares(undefined);
    }
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        method="post"
        action="/api/listings"
        encType="multipart/form-data"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-6"
      >
        <ListingDetailsCard />
        <Card className="p-5 sm:p-8">
          <ListingTermsFields
            register={register}
            watch={watch}
            setValue={setValue}
            errors={errors}
            idPrefix="listing-"
            isRent={isRent}
            isLand={isLand}
          />
        </Card>
        <ListingMediaCard images={images} videos={videos} />
        <ListingContactCard />
        <div className="flex flex-col gap-3">
          <UploadProgressList files={[...images.files, ...videos.files]} shares={shares} />
          <SubmitButton
            submitting={isSubmitting}
            label="Submit Property Listing"
            submittingLabel="Submitting..."
          />
          <ClearFormButton onClear={clear} disabled={isSubmitting} />
        </div>
      </form>
    </FormProvider>
  );
}
