/**
 * A text field's rule as both sides apply it: the server's inputs read `min`/`max` into their
 * class-validator decorators, the browser's forms check `min` with `atLeast`. Each module's
 * rules file writes its fields' rules once; this file stays free of imports so the browser
 * bundle can carry it.
 */
export interface TextRule {
  readonly min: number;
  readonly max: number;
  /** Shown when the text is missing or shorter than `min` (spec §5's words where it has them). */
  readonly message: string;
  /** Shown when the text is longer than `max` (the server's check: the forms let anyone type). */
  readonly tooLong: string;
}

/**
 * A text rule in the spec's usual words: "Title must be at least 5 characters", "Title must be at
 * most 200 characters". `required` says "Location is required" instead of the shortest length (or
 * gives its own words), `brief` says "Name is too long" instead of the longest.
 */
export function textRule(
  label: string,
  min: number,
  max: number,
  words: { required?: true | string; brief?: true } = {},
): TextRule {
  const required = words.required === true ? `${label} is required` : words.required;
  return {
    min,
    max,
    message: required ?? `${label} must be at least ${min} characters`,
    tooLong: words.brief ? `${label} is too long` : `${label} must be at most ${max} characters`,
  };
}

/** A react-hook-form `validate`: at least `min` characters once trimmed, else the rule's message. */
export const atLeast =
  (rule: Pick<TextRule, "min" | "message">) =>
  (value: string): true | string =>
    value.trim().length >= rule.min || rule.message;

/** "Region must be one of A, B, C": the message of a value outside its vocabulary. */
export const oneOfMessage = (field: string, vocabulary: readonly string[]): string =>
  `${field} must be one of ${vocabulary.join(", ")}`;

/**
 * An optional typed field's rule as both sides apply it: the server's inputs through a
 * class-validator decorator, the browser's forms through `whenGiven`. `test` gets the text
 * trimmed and never empty: an empty field is "not stated".
 */
export interface TestRule {
  readonly test: (text: string) => boolean;
  /** Shown when the text fails `test`. */
  readonly message: string;
}

/** A react-hook-form `validate`: empty, or text that passes the rule; else the rule's message. */
export const whenGiven =
  (rule: TestRule) =>
  (value: string): true | string =>
    value.trim() === "" || rule.test(value.trim()) || rule.message;
