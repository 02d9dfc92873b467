import { BIO } from "#modules/agents/agents.rules.js";
import { atLeast } from "#shared/text-rule.js";
import { Field, Textarea } from "../ui/field.js";
import { useFormFields } from "../ui/use-form-fields.js";
import type { ApplicationValues } from "./application-values.js";

/** The applicant in their own words: the bio (with a running count) and certifications. */
export function AgentAboutFields() {
  const { register, watch, errors, a11y } = useFormFields<ApplicationValues>("agent-");
  const bioLength = watch("bio").trim().length;
  return (
    <>
      <div className="sm:col-span-2">
        <Field
          id="agent-bio"
          label="Professional bio"
          error={errors.bio?.message}
          hint={`${bioLength}/${BIO.min} characters minimum`}
        >
          <Textarea
            {...a11y("bio")}
            // The hint is shown until there is an error, so the textarea points at whichever is.
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
    </>
  );
}
