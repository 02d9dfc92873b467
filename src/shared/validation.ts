import { type ValidationError as ClassValidatorError, validate } from "class-validator";
import { badTextMessage, holdsBadText } from "./bad-text.js";
import { type FieldErrors, ValidationError } from "./errors.js";

export { badTextMessage, holdsBadText } from "./bad-text.js";

/**
 * Builds the input class from untrusted data and validates it. Unknown fields are
 * dropped (whitelist) so that nothing the caller invents reaches storage.
 */
export async function validateInput<T extends object>(
  Input: new () => T,
  raw: unknown,
  prepare?: (input: T, raw: Record<string, unknown>) => void,
): Promise<T> {
  const source = isRecord(raw) ? raw : {};
  const input = new Input();
  for (const [key, value] of Object.entries(source)) {
    // class-validator's whitelist strips undecorated keys; these three could reach the prototype first.
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    (input as Record<string, unknown>)[key] = value;
  }
  // Checked before class-validator, whose isEmail throws on an unpaired surrogate.
  const badText = badTextErrors(input as Record<string, unknown>);
  if (Object.keys(badText).length > 0) throw new ValidationError(badText);
  foldAddresses(input as Record<string, unknown>);
  prepare?.(input, source);
  // Decorators run bottom-up: the basic check (type, presence) sits nearest the property,
  // so a missing field reports "X is required" rather than every rule it also breaks.
  const failures = await validate(input, {
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  if (failures.length > 0) throw new ValidationError(toFieldErrors(failures));
  return input;
}

/**
 * An e-mail field (`email`, `contactEmail`, …) is taken in Unicode NFKC and trimmed before any
 * rule sees it: a compatibility form such as U+212A (the Kelvin sign) would otherwise pass for
 * the ASCII letter in one comparison and not in the next.
 */
function foldAddresses(fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (/email$/i.test(key) && typeof value === "string") {
      fields[key] = value.normalize("NFKC").trim();
    }
  }
}

/**
 * PostgreSQL text cannot hold U+0000 (the whole statement fails) and validator.js throws on an
 * unpaired surrogate (its isEmail runs encodeURI); no form field has a use for either. A field
 * whose text, at any depth, holds one is refused with a message naming it.
 */
export function badTextErrors(fields: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    if (holdsBadText(value)) errors[key] = [badTextMessage(key)];
  }
  return errors;
}

function toFieldErrors(failures: ClassValidatorError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of failures) {
    errors[failure.property] = Object.values(failure.constraints ?? {});
  }
  return errors;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Multipart and query values arrive as strings; forms send '' for an empty optional field. */
export function optionalText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** Validation whose field errors are collected rather than thrown, to merge with other checks (files). */
export async function tryValidate<T>(
  validate: () => Promise<T>,
): Promise<{ value?: T; errors: FieldErrors }> {
  try {
    return { value: await validate(), errors: {} };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: error.errors ?? {} };
    throw error;
  }
}
