import type { ReactNode } from "react";
import { EMAIL, LANGUAGES, NAME, PHONE } from "#modules/agents/agents.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { Field, Input } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ApplicationValues } from "./application-values.js";

/** Who the applicant is and how to reach them; `children` (the photo input) closes the fieldset. */
export function AgentPersonalFields({ children }: { children: ReactNode }) {
  const { register, errors, a11y } = useFormFields<ApplicationValues>("agent-");
  return (
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
            validate: (v) => isEmailAddress(v.trim()) || EMAIL.message,
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
      {children}
    </fieldset>
  );
}
