import type { ReactNode } from "react";
import { EMAIL, LANGUAGES, NAME, PHONE } from "#modules/agents/agents.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { FormInput } from "../ui/form-input.js";
import type { ApplicationValues } from "./application-values.js";

const AgentInput = FormInput<ApplicationValues>;

/** Who the applicant is and how to reach them; `children` (the photo input) closes the fieldset. */
export function AgentPersonalFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-ink">Personal information</legend>
      <AgentInput
        idPrefix="agent-"
        name="name"
        label="Full name"
        autoComplete="name"
        validate={atLeast(NAME)}
      />
      <AgentInput
        idPrefix="agent-"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        validate={(v) => isEmailAddress(v.trim()) || EMAIL.message}
      />
      <AgentInput
        idPrefix="agent-"
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="024 123 4567"
        validate={(v) => PHONE.digits.test(v) || PHONE.message}
      />
      <AgentInput
        idPrefix="agent-"
        name="languages"
        label="Languages spoken"
        placeholder="e.g. English, Twi, Ga"
        validate={atLeast(LANGUAGES)}
      />
      {children}
    </fieldset>
  );
}
