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
import { Field, Select } from "../ui/field.js";
import { FormInput } from "../ui/form-input.js";
import { useFormFields } from "../ui/use-form-fields.js";
import { AgentAboutFields } from "./agent-about-fields.js";
import type { ApplicationValues } from "./application-values.js";

const AgentInput = FormInput<ApplicationValues>;

/** The applicant's agency, licence, experience and region, then the about-you texts. */
export function AgentProfessionalFields() {
  const { register, errors, a11y } = useFormFields<ApplicationValues>("agent-");
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-ink">Professional information</legend>
      <AgentInput
        idPrefix="agent-"
        name="company"
        label="Company / agency name"
        autoComplete="organization"
        validate={atLeast(COMPANY)}
      />
      <AgentInput idPrefix="agent-" name="licenseNumber" label="License number (optional)" />
      <AgentInput
        idPrefix="agent-"
        name="yearsExperience"
        label="Years of experience"
        type="number"
        min={0}
        inputMode="numeric"
        validate={(v) => yearsFrom(v) >= YEARS_EXPERIENCE.min || YEARS_EXPERIENCE.message}
      />
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
      <AgentInput
        idPrefix="agent-"
        name="website"
        label="Website (optional)"
        // Text, not type="url": the browser's own check would refuse "www.example.com.gh".
        inputMode="url"
        autoComplete="url"
        placeholder="www.example.com.gh"
        validate={(v) => v.trim() === "" || isWebAddress(normaliseWebsite(v)) || WEBSITE.message}
      />
      <AgentAboutFields />
    </fieldset>
  );
}
