import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldErrorsOf } from "./api.js";

/**
 * Puts the first message of each field of a 400 answer beside that field of a react-hook-form
 * form, and moves focus to the first of them in `formFields`' order (list them as the form shows
 * them), so a keyboard or screen-reader user lands on what to fix. Every form's door for a 400.
 * Returns the fields that were not form fields (file inputs, for example) for the caller to show.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): Record<string, string> {
  const errors = fieldErrorsOf(error);
  const others: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] && !formFields.includes(field)) others[field] = messages[0];
  }
  let focused = false;
  for (const field of formFields) {
    const message = errors[field]?.[0];
    if (!message) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return others;
}

/** Whether a failed send's answer named any of these fields: then its messages go beside them. */
export function namesAnyField(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(fieldErrorsOf(error)).some((field) => fields.includes(field));
}
