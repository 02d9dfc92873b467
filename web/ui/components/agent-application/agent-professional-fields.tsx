import {
  AGENT_REGIONS,
  COMPANY,
  LOCATION,
  normaliseWebsite,
  SPECIALIZATION,
  SPECIALIZATIONS,
  WEBSITE,
  YEARS_EXPERIENCE,
  yearsFrom,
} from "#modules/agents/agents.rules.js";
import { isWebAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { Field, Input, Select } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import { AgentAboutFields } from "./agent-about-fields.js";
import type { ApplicationValues } from "./application-values.js";

/** The applicant's agency, licence, experience and region, then the about-you texts. */
export function AgentProfessionalFields() {
  const { register, errors, a11y } = useFormFields<ApplicationValues>("agent-");
  return (
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
      <Field id="agent-location" label="Primary location (region)" error={errors.location?.message}>
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
          // Text, not type="url": the browser's own check would refuse "www.example.com.gh".
          inputMode="url"
          autoComplete="url"
          placeholder="www.example.com.gh"
          {...register("website", {
            validate: (v) =>
              v.trim() === "" || isWebAddress(normaliseWebsite(v)) || WEBSITE.message,
          })}
        />
      </Field>
      <AgentAboutFields />
    </fieldset>
  );
}
