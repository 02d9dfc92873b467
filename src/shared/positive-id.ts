/**
 * A row id as the database holds it: a whole number from 1 to PostgreSQL's integer maximum.
 * Written once for every door (HTTP paths, CLI arguments, JSON bodies, the services' guards):
 * a larger number names no row, and PostgreSQL would refuse the query rather than find nothing.
 */
const MAX = 2_147_483_647;

/** Plain digits only: '1e1', '0x10', ' 12' or '+12' are no id. Ten digits hold MAX. */
const DIGITS = /^\d{1,10}$/;

export const PositiveId = {
  MAX,
  /** The message a JSON body's id field shows when it is not one. */
  message: (field: string) => `${field} must be a positive whole number`,
  is(value: unknown): value is number {
    return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX;
  },
  /** The id a person or a URL wrote ("12"), or null when the text is not one. */
  parse(text: string): number | null {
    if (!DIGITS.test(text)) return null;
    const id = Number(text);
    return PositiveId.is(id) ? id : null;
  },
} as const;
