import { ValidationError } from "../../shared/errors.js";
import { loadOnce } from "../../shared/load-once.js";
import { PASSWORD_TOO_COMMON, passwordLengthProblem } from "./accounts.rules.js";

/**
 * The commonly used passwords of @zxcvbn-ts/language-common (about 30,000, from leaked-password
 * frequency lists), loaded on the first check rather than at start: the list is ~380 kB of code.
 * Compared case-insensitively: "Password1" is as guessable as "password1".
 */
const commonPasswords = loadOnce(async () => {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
});

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Every rule for a new password, the list included: null when it may be used. */
export async function newPasswordProblem(password: unknown): Promise<string | null> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  return (await isCommonPassword(password as string)) ? PASSWORD_TOO_COMMON : null;
}

/** Throws the 400 that puts the password's problem on its field. */
export async function requireGoodPassword(password: unknown): Promise<void> {
  const problem = await newPasswordProblem(password);
  if (problem) throw ValidationError.single("password", problem);
}
