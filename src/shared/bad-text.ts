// Browser-safe (no class-validator): the rules files the forms import use it too.

/** What PostgreSQL cannot store in text (a NUL) or JSON cannot carry (a lone surrogate). */
export function badTextMessage(field: string): string {
  return `${field} must not contain NUL or unpaired surrogate characters`;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (text: string) => text.includes("\u0000") || UNPAIRED_SURROGATE.test(text);

export function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isBadText(value);
  if (depth > 5 || typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, v]) => isBadText(key) || holdsBadText(v, depth + 1));
}
