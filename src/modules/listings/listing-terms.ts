import type { TestRule } from "../../shared/text-rule.js";

/**
 * The "honest listing" terms a renter or buyer asks about before anything else: how much rent
 * up front, what the agent charges, where the place is, and whether land has clean papers.
 * The rules live here, once; the API, the pages and the form messages read them.
 */

/** Rent Act, 1963 (Act 220): a landlord may not ask for more than six months' rent in advance. */
export const LEGAL_MAX_RENT_ADVANCE_MONTHS = 6;

/** Advances above this are refused as typing slips (five years); Ghana's worst are two to three. */
export const MAX_RENT_ADVANCE_MONTHS = 60;

/** True only for a stated advance above the legal six months; "not stated" is never flagged. */
export function exceedsLegalAdvance(months: number | null | undefined): boolean {
  return typeof months === "number" && months > LEGAL_MAX_RENT_ADVANCE_MONTHS;
}

/** Land papers as a listing can honestly claim them; null is "not stated". */
export const TITLE_STATUSES = ["registered", "search-done"] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const PRICE_CURRENCIES = ["GHS", "USD"] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/**
 * GhanaPostGPS: two letters (region and district), the district's area number and the location
 * number, e.g. GA-183-8164 or AK-039-5028. The area number has three or four digits, the location
 * four. Only the format is checked; whether the code exists is GhanaPost's to say.
 */
const DIGITAL_ADDRESS = /^([A-Z]{2})-?(\d{3,4})-?(\d{4})$/;
export const DIGITAL_ADDRESS_MESSAGE = "Digital address must look like GA-183-8164";

/** Upper case with its two dashes ("ga 183 8164" → "GA-183-8164"); null when it is not one. */
export function normaliseDigitalAddress(text: string): string | null {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[\s–—]+/g, "-");
  const match = DIGITAL_ADDRESS.exec(compact.replace(/-+/g, "-"));
  if (!match) return null;
  // Without dashes, seven digits split 3+4 and eight 4+4 (the location number is always four).
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The terms' fields, all optional, as the listing form and Manage Listings' edit send them. */
export const TERM_FIELDS = [
  "rentAdvanceMonths",
  "viewingFee",
  "commissionPercent",
  "digitalAddress",
  "titleStatus",
  "latitude",
  "longitude",
] as const;

/**
 * The terms an owner types, each checked once: the API's input (ListingFieldsInput) and the
 * listing form's and the edit's fields (listing-terms-fields.tsx) both read this table, so a
 * bound and its message cannot part. An empty field is "not stated" and is never checked.
 */
export const TERM_RULES = {
  rentAdvanceMonths: {
    test: (text) => /^\d{1,2}$/.test(text) && Number(text) <= MAX_RENT_ADVANCE_MONTHS,
    message: `Rent advance must be a whole number of months from 0 to ${MAX_RENT_ADVANCE_MONTHS}`,
  },
  // numeric(8,2): up to six whole digits and two decimals.
  viewingFee: {
    test: (text) => /^\d{1,6}(\.\d{1,2})?$/.test(text),
    message: "Viewing fee must be an amount in GH₵, e.g. 50",
  },
  commissionPercent: {
    test: (text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100,
    message: "Commission must be a percentage from 0 to 100, e.g. 10",
  },
  // The API checks it after making it GA-183-8164; the form before, as the owner typed it.
  digitalAddress: {
    test: (text) => normaliseDigitalAddress(text) !== null,
    message: DIGITAL_ADDRESS_MESSAGE,
  },
} as const satisfies Record<string, TestRule>;
