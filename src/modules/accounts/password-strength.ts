import { ValidationError } from "../../shared/errors.js";
import { loadOnce } from "../../shared/load-once.js";
import {
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_GUESSABLE,
  passwordLengthProblem,
} from "./accounts.rules.js";

/**
 * The zxcvbn-ts estimate a new password must reach: 3, "safely unguessable" (about 10^8 guesses
 * or more). `Password1!` and `P@ssw0rd2026` are words with the usual decorations and score 1.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The commonly used passwords of @zxcvbn-ts/language-common (about 30,000, from leaked-password
 * frequency lists) and the estimator over the same dictionaries, loaded on the first check rather
 * than at start: they are ~400 kB of code. The list is compared case-insensitively: "Password1"
 * is as guessable as "password1".
 */
const checker = loadOnce(async () => {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const list = new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase()));
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return { list, zxcvbn };
});

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await checker()).list.has(password.toLowerCase());
}

/**
 * Every rule for a new password: null when it may be used. `userInputs` (the address and names
 * of the account) count as known words: "Abena2026!" is weak for Abena.
 */
export async function newPasswordProblem(
  password: unknown,
  userInputs: string[] = [],
): Promise<string | null> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const typed = password as string;
  const { list, zxcvbn } = await checker();
  if (list.has(typed.toLowerCase())) return PASSWORD_TOO_COMMON;
  const known = userInputs.flatMap((input) => input.toLowerCase().split(/[@.+\s_-]+/));
  return zxcvbn.check(typed, known.filter(Boolean)).score < MIN_PASSWORD_SCORE
    ? PASSWORD_TOO_GUESSABLE
    : null;
}

/** Throws the 400 that puts the password's problem on its field. */
export async function requireGoodPassword(
  password: unknown,
  userInputs: string[] = [],
): Promise<void> {
  const problem = await newPasswordProblem(password, userInputs);
  if (problem) throw ValidationError.single("password", problem);
}
