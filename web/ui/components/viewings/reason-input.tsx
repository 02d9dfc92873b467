import type { TextareaHTMLAttributes } from "react";
import { REASON_RULE } from "#modules/viewings/viewings.rules.js";
import { Field, Textarea } from "../ui/field.js";

/**
 * A decline's or a cancellation's reason, told to the other side: labelled with whom it goes to
 * and whether it is needed, its message tied to it. Controlled in a card, a plain named field in
 * the answer page's form (which posts without JavaScript).
 */
export function ReasonInput({
  id,
  to,
  required,
  error,
  ...textarea
}: {
  id: string;
  /** "the visitor" or "the lister". */
  to: string;
  required: boolean;
  error?: string | null;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">) {
  return (
    <Field
      id={id}
      label={`Reason, sent to ${to}${required ? "" : " (optional)"}`}
      hint={`Up to ${REASON_RULE.max} characters.`}
      error={error ?? undefined}
    >
      <Textarea
        id={id}
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </Field>
  );
}

/** The reason's problem by the server's rule, or null when it may be sent. */
export function reasonProblem(reason: string, required: string | null): string | null {
  const text = reason.trim();
  if (!text && required) return required;
  return text.length > REASON_RULE.max ? REASON_RULE.tooLong : null;
}
