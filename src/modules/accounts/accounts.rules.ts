/**
 * The account forms' rules (sign-up, sign-in, profile, password reset), written once: the
 * server's inputs (accounts.types.ts) and the browser's forms import them, so a message reads the
 * same wherever it shows. Plain data and tiny pure functions only, for the browser bundle. The
 * common-password list and the strength estimate are a server matter (password-strength.ts):
 * the forms learn of them from the server's 400.
 */
import { textRule } from "../../shared/text-rule.js";

export const FIRST_NAME = textRule("First name", 1, 100, { required: true, brief: true });

export const LAST_NAME = textRule("Last name", 1, 100, { required: true, brief: true });

export const EMAIL = {
  max: 254,
  message: "Valid email is required",
  tooLong: "Email is too long",
} as const;

/** Signing in checks only that a password was typed; the rules below are for a new one. */
export const PASSWORD_REQUIRED = "Password is required";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_TOO_LONG = "Password is too long";
export const PASSWORD_TOO_COMMON = "This password is too common. Choose another.";
export const PASSWORD_TOO_GUESSABLE =
  "This password is too easy to guess. Try three or four words that do not go together.";
export const PASSWORD_HINT = "At least 8 characters, not a common password";

/** What is wrong with the new password's length, or null (the browser's check before sending). */
export function passwordLengthProblem(password: unknown): string | null {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_TOO_SHORT;
  }
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}
