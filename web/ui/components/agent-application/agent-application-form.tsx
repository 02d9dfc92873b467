import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { PROFILE_PHOTO_RULE } from "#modules/agents/profile-photo-rule.js";
import { usePrefill } from "../../auth/use-prefill.js";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors, namesAnyField } from "../../lib/form-errors.js";
import { rateLimitMessageOf, toastIfRateLimited } from "../../lib/rate-limit.js";
import { useFocusFirstError } from "../../lib/use-focus-first-error.js";
import { useFormDraft } from "../../lib/use-form-draft.js";
import { usePickedFiles } from "../../lib/use-picked-files.js";
import { toast } from "../../toast/toast-store.js";
import { ClearFormButton } from "../ui/clear-form-button.js";
import { SubmitButton } from "../ui/submit-button.js";
import { AgentPersonalFields } from "./agent-personal-fields.js";
import { AgentProfessionalFields } from "./agent-professional-fields.js";
import { ApplicationOutcome } from "./application-outcome.js";
import { type ApplicationValues, applicationFormData, EMPTY } from "./application-values.js";
import { ProfilePhotoInput } from "./profile-photo-input.js";
import { WhatHappensNext } from "./what-happens-next.js";

const FIELDS = Object.keys(EMPTY);

/**
 * Spec §2 agent application; its fieldsets read the form from FormProvider. Without JavaScript it
 * is a plain multipart post to the same address. What is typed is kept as a draft in the tab
 * until it is sent or cleared.
 */
export function AgentApplicationForm() {
  const form = useForm<ApplicationValues>({ defaultValues: EMPTY });
  const prefilled = usePrefill(form, { name: "name", email: "email" });
  const draft = useFormDraft(form, "agent-application");
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const photo = usePickedFiles(PROFILE_PHOTO_RULE, { single: true });
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const [failure, setFailure] = useState<string | undefined>();
  const [linkSentTo, setLinkSentTo] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  function clear() {
    draft.discard(prefilled(EMPTY));
    photo.clear();
    setPhotoInputKey((key) => key + 1);
  }

  async function onSubmit(values: ApplicationValues) {
    setFailure(undefined);
    setLinkSentTo(undefined);
    try {
      const [picked] = await photo.settled();
      const res = await apiRequest(
        "POST",
        "/api/agent-registration",
        applicationFormData(values, picked?.file),
      );
      // Unless the address is the account's proved own, it waits for the mailed link (decision 85).
      const sent = (await res.json().catch(() => null)) as { confirmedAt?: unknown } | null;
      if (sent?.confirmedAt === null) setLinkSentTo(values.email.trim());
      toast({
        title: "Application Submitted Successfully!",
        description:
          "Your agent registration has been submitted for admin review. You'll receive an email once approved.",
      });
      clear();
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) {
        setFailure(tooMany);
        toastIfRateLimited(error);
        return;
      }
      photo.showMessage(applyServerFieldErrors(error, setError, FIELDS).profileImage);
      // Field messages go beside their fields; the notice is for what no field can say.
      if (namesAnyField(error, [...FIELDS, "profileImage"])) {
        focusFirstError();
        return;
      }
      setFailure("Failed to submit application");
      toast({
        title: "Submission Failed",
        description: "Please try again or contact support if the problem persists.",
        variant: "destructive",
      });
    }
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        method="post"
        action="/api/agent-registration"
        encType="multipart/form-data"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-6"
      >
        <AgentPersonalFields>
          <ProfilePhotoInput inputKey={photoInputKey} photo={photo} />
        </AgentPersonalFields>
        <AgentProfessionalFields />
        <WhatHappensNext />
        <ApplicationOutcome linkSentTo={linkSentTo} failure={failure} />
        <SubmitButton
          submitting={isSubmitting}
          label="Submit Application for Review"
          submittingLabel="Submitting Application..."
        />
        <ClearFormButton onClear={clear} disabled={isSubmitting} />
      </form>
    </FormProvider>
  );
}
