import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  AGENT_REGIONS,
  BIO,
  COMPANY,
  EMAIL,
  LANGUAGES,
  LOCATION,
  NAME,
  PHONE,
  SPECIALIZATION,
  SPECIALIZATIONS,
  YEARS_EXPERIENCE,
  yearsFrom,
} from "#modules/agents/agents.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors, EMAIL_PATTERN } from "../../lib/form-errors.js";
import { rateLimitMessageOf, toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Field, Input, Select, Textarea } from "../ui/field.js";
import { PROFILE_PHOTO_HINT } from "./agent-options.js";
import { WhatHappensNext } from "./what-happens-next.js";

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  licenseNumber: string;
  yearsExperience: string;
  specialization: string;
  location: string;
  bio: string;
  website: string;
  certifications: string;
  languages: string;
}

const EMPTY: ApplicationValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  licenseNumber: "",
  yearsExperience: "",
  specialization: "",
  location: "",
  bio: "",
  website: "",
  certifications: "",
  languages: "",
};
const FIELDS = Object.keys(EMPTY);

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The multipart body of POST /api/agent-registration: fields as text, the first photo only. */
function applicationFormData(values: ApplicationValues, photo: File | undefined): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const text = key === "yearsExperience" ? String(yearsFrom(value)) : value.trim();
    if (text) body.append(key, text);
  }
  if (photo) body.append("profileImage", photo);
  return body;
}

export function AgentApplicationForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({ defaultValues: EMPTY });
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [linkSentTo, setLinkSentTo] = useState<string | undefined>();
  const bioLength = watch("bio").trim().length;

  async function onSubmit(values: ApplicationValues) {
    setFailure(undefined);
    setPhotoError(undefined);
    setLinkSentTo(undefined);
    try {
      const res = await apiRequest(
        "POST",
        "/api/agent-registration",
        applicationFormData(values, photo),
      );
      // Signed out, it waits for the mailed link's button before review (decision 43).
      const sent = (await res.json().catch(() => null)) as { confirmedAt?: unknown } | null;
      if (sent?.confirmedAt === null) setLinkSentTo(values.email.trim());
      toast({
        title: "Application Submitted Successfully!",
        description:
          "Your agent registration has been submitted for admin review. You'll receive an email once approved.",
      });
      reset(EMPTY);
      setPhoto(undefined);
      setPhotoInputKey((key) => key + 1);
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) {
        setFailure(tooMany);
        toastIfRateLimited(error);
        return;
      }
      setPhotoError(applyServerFieldErrors(error, setError, FIELDS).profileImage);
      setFailure("Failed to submit application");
      toast({
        title: "Submission Failed",
        description: "Please try again or contact support if the problem persists.",
        variant: "destructive",
      });
    }
  }

  const a11y = (field: keyof ApplicationValues) => ({
    id: `agent-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `agent-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-bold text-ink">Personal information</legend>
        <Field id="agent-name" label="Full name" error={errors.name?.message}>
          <Input
            {...a11y("name")}
            autoComplete="name"
            {...register("name", { validate: atLeast(NAME) })}
          />
        </Field>
        <Field id="agent-email" label="Email address" error={errors.email?.message}>
          <Input
            {...a11y("email")}
            type="email"
            autoComplete="email"
            {...register("email", {
              validate: (v) => EMAIL_PATTERN.test(v.trim()) || EMAIL.message,
            })}
          />
        </Field>
        <Field id="agent-phone" label="Phone number" error={errors.phone?.message}>
          <Input
            {...a11y("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="024 123 4567"
            {...register("phone", {
              validate: (v) => PHONE.digits.test(v) || PHONE.message,
            })}
          />
        </Field>
        <Field id="agent-languages" label="Languages spoken" error={errors.languages?.message}>
          <Input
            {...a11y("languages")}
            placeholder="e.g. English, Twi, Ga"
            {...register("languages", {
              validate: atLeast(LANGUAGES),
            })}
          />
        </Field>
        <div className="sm:col-span-2">
          <label htmlFor="agent-profileImage" className="text-sm font-medium text-ink">
            Profile photo (optional)
          </label>
          <input
            key={photoInputKey}
            id="agent-profileImage"
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby="agent-profileImage-hint"
            onChange={(event) => setPhoto(event.target.files?.[0])}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white p-2 text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          <p id="agent-profileImage-hint" className="mt-1 text-xs text-muted">
            {PROFILE_PHOTO_HINT}
          </p>
          {photoError ? (
            <p role="alert" className="text-sm text-danger">
              {photoError}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-bold text-ink">Professional information</legend>
        <Field id="agent-company" label="Company / agency name" error={errors.company?.message}>
          <Input
            {...a11y("company")}
            autoComplete="organization"
            {...register("company", {
              validate: atLeast(COMPANY),
            })}
          />
        </Field>
        <Field
          id="agent-licenseNumber"
          label="License number (optional)"
          error={errors.licenseNumber?.message}
        >
          <Input {...a11y("licenseNumber")} {...register("licenseNumber")} />
        </Field>
        <Field
          id="agent-yearsExperience"
          label="Years of experience"
          error={errors.yearsExperience?.message}
        >
          <Input
            {...a11y("yearsExperience")}
            type="number"
            min={0}
            inputMode="numeric"
            {...register("yearsExperience", {
              validate: (v) => yearsFrom(v) >= YEARS_EXPERIENCE.min || YEARS_EXPERIENCE.message,
            })}
          />
        </Field>
        <Field
          id="agent-specialization"
          label="Specialization"
          error={errors.specialization?.message}
        >
          <Select
            {...a11y("specialization")}
            {...register("specialization", {
              validate: atLeast(SPECIALIZATION),
            })}
          >
            <option value="">Select your specialization</option>
            {SPECIALIZATIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="agent-location"
          label="Primary location (region)"
          error={errors.location?.message}
        >
          <Select {...a11y("location")} {...register("location", { validate: atLeast(LOCATION) })}>
            <option value="">Select your region</option>
            {AGENT_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="agent-website" label="Website (optional)" error={errors.website?.message}>
          <Input
            {...a11y("website")}
            type="url"
            placeholder="https://"
            {...register("website", {
              validate: (v) => v.trim() === "" || isWebsite(v) || "Invalid website URL",
            })}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            id="agent-bio"
            label="Professional bio"
            error={errors.bio?.message}
            hint={`${bioLength}/${BIO.min} characters minimum`}
          >
            <Textarea
              {...a11y("bio")}
              aria-describedby={errors.bio ? "agent-bio-error" : "agent-bio-hint"}
              rows={5}
              placeholder="Tell clients about your experience, the areas you cover and how you work."
              {...register("bio", {
                validate: atLeast(BIO),
              })}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            id="agent-certifications"
            label="Certifications (optional)"
            error={errors.certifications?.message}
          >
            <Textarea
              {...a11y("certifications")}
              rows={3}
              placeholder="Professional memberships, courses and awards"
              {...register("certifications")}
            />
          </Field>
        </div>
      </fieldset>

      <WhatHappensNext />

      {linkSentTo ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-ink">
          {`We sent a link to ${linkSentTo}. Open it and press its button to send your application for review.`}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Submitting Application..." : "Submit Application for Review"}
      </Button>
    </form>
  );
}
