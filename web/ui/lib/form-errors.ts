import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldErrorsOf } from "./api.js";

/**
 * Puts the first message of each field of a 400 answer on that field of a react-hook-form form.
 * Returns the fields that were not form fields (file inputs, for example) for the caller to show.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): Record<string, string> {
  const others: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const message = messages[0];
    if (!message) continue;
    if (formFields.includes(field)) setError(field as Path<T>, { type: "server", message });
    else others[field] = message;
  }
  return others;
}

/** A plain e-mail shape check; the server makes the final decision. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a failed send's answer named any of these fields: then its messages go beside them. */
export function namesAnyField(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(fieldErrorsOf(error)).some((field) => fields.includes(field));
}
