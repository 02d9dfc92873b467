/**
 * The listing form's rules, written once: the server's inputs (listing-fields.ts and the
 * listing-submissions module's types), the browser's forms (list-property, manage-listings) and
 * the seeds import them. Plain data and tiny pure functions only, so the browser bundle can carry them.
 * Messages are spec §5's where it gives them.
 */
import { SEARCH_REGIONS } from "../../shared/ghana-regions.js";
import { oneOfMessage, textRule } from "../../shared/text-rule.js";

export const TITLE = textRule("Title", 5, 200);

export const DESCRIPTION = textRule("Description", 20, 10000);

/** The price's format has rules of its own (listing-fields.ts); its size is `priceProblem`'s. */
export const PRICE = {
  min: 1,
  message: "Price is required",
  notPositive: "Price must be more than 0",
} as const;

/**
 * Sane prices (docs/decisions/0054): wide enough for a GH₵100-a-month room, a GH₵12,000 plot at
 * Dodowa or a Trasacco mansion, narrow enough to catch a slip of the finger (0, an extra
 * three zeros, a monthly rent typed as a sale price). Rent is per month; a yearly rent is twelve
 * times the monthly bounds. Dollar bounds stand alone, so no exchange rate is needed to check.
 */
export const PRICE_BOUNDS = {
  sale: { GHS: { min: 1_000, max: 500_000_000 }, USD: { min: 100, max: 50_000_000 } },
  rent: { GHS: { min: 50, max: 1_000_000 }, USD: { min: 5, max: 100_000 } },
} as const;

/** What a price is for: the listing's type, rent period and currency. */
export interface PriceTerms {
  listingType?: string | null;
  rentPeriod?: string | null;
  priceCurrency?: string | null;
}

/** The bounds that apply to a price on these terms, with the words the message uses. */
export function priceBounds(terms: PriceTerms): { min: number; max: number; what: string } {
  const currency = terms.priceCurrency === "USD" ? "USD" : "GHS";
  if (terms.listingType !== "rent") return { ...PRICE_BOUNDS.sale[currency], what: "A sale price" };
  const yearly = terms.rentPeriod === "year";
  const { min, max } = PRICE_BOUNDS.rent[currency];
  return yearly
    ? { min: min * 12, max: max * 12, what: "Rent per year" }
    : { min, max, what: "Rent per month" };
}

/** "GH₵1,000" / "US$100": written by hand so server and browser print the same. */
function amount(n: number, currency: string | null | undefined): string {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency === "USD" ? "US$" : "GH₵"}${digits}`;
}

/**
 * The message for a price (a number, already read from its text) that is not positive or out
 * of its bounds; null when it is fine. A price that is no number is the format rule's to refuse.
 */
export function priceProblem(price: number, terms: PriceTerms): string | null {
  if (!Number.isFinite(price)) return null;
  if (price <= 0) return PRICE.notPositive;
  const { min, max, what } = priceBounds(terms);
  if (price >= min && price <= max) return null;
  const c = terms.priceCurrency;
  return `${what} must be between ${amount(min, c)} and ${amount(max, c)}`;
}

/** The browser forms' check: spec §5's "Price is required" when empty, then `priceProblem`. */
export function checkPrice(value: string, terms: PriceTerms): true | string {
  if (value.trim().length < PRICE.min) return PRICE.message;
  return priceProblem(priceNumber(value), terms) ?? true;
}

/** The price's digits as numeric text: "GH₵ 450,000" → "450000". */
export const priceDigits = (price: string): string => price.replace(/[^\d.]/g, "");

/** The number in a price as typed ("GH₵ 450,000" → 450000); NaN when it holds no digits. */
export function priceNumber(price: string): number {
  const digits = priceDigits(price);
  return digits === "" ? Number.NaN : Number(digits);
}

export const LOCATION = textRule("Location", 3, 200, { required: true });

export const CONTACT_NAME = textRule("Contact name", 2, 120, { required: true });

export const CONTACT_EMAIL_MESSAGE = "Valid email is required";

/** Bedrooms, bathrooms and parking: up to two digits, or empty. */
export const ROOM_COUNT = /^\d{1,2}$/;
export const ROOM_COUNT_MESSAGES = {
  bedrooms: "Bedrooms must be a whole number",
  bathrooms: "Bathrooms must be a whole number",
  parking: "Parking must be a whole number",
} as const;

/** Spec §9: the listing form's property types, with the labels the form shows. */
export const PROPERTY_TYPE_LABELS = {
  house: "House",
  apartment: "Apartment",
  condo: "Condo",
  townhouse: "Townhouse",
  land: "Land",
  commercial: "Commercial",
  office: "Office",
  warehouse: "Warehouse",
} as const;
export type PropertyType = keyof typeof PROPERTY_TYPE_LABELS;
export const PROPERTY_TYPES = Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[];
export const PROPERTY_TYPE = {
  min: 1,
  message: "Property type is required",
  unknown: oneOfMessage("Property type", PROPERTY_TYPES),
} as const;

/** Spec §9: furnished yes, no or partial on the listing form. */
export const FURNISHED_LABELS = {
  yes: "Yes, furnished",
  no: "No, unfurnished",
  partial: "Partially furnished",
} as const;
export type Furnished = keyof typeof FURNISHED_LABELS;
export const FURNISHED_CHOICES = Object.keys(FURNISHED_LABELS) as Furnished[];
export const FURNISHED_MESSAGE = "Furnished must be yes, no or partial";

/**
 * What a listing says of its furnishing, with the search filter's labels: one vocabulary for
 * the catalogue, its filter and the form's answers, which map onto it (FURNISHING_OF_ANSWER).
 */
export const FURNISHING_LABELS = {
  furnished: "Furnished",
  unfurnished: "Unfurnished",
  "semi-furnished": "Semi-furnished",
} as const;
export type Furnishing = keyof typeof FURNISHING_LABELS;
export const FURNISHINGS = Object.keys(FURNISHING_LABELS) as Furnishing[];
export const FURNISHING_OF_ANSWER: Record<Furnished, Furnishing> = {
  yes: "furnished",
  no: "unfurnished",
  partial: "semi-furnished",
};
export const FURNISHING_MESSAGE = oneOfMessage("furnishing", FURNISHINGS);

export const LISTING_TYPES = ["sale", "rent"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_TYPE_MESSAGE = "Listing type must be sale or rent";

/**
 * The kind a search link names, in any case; "buy", the Buy tab's own word, is a sale, so a
 * shared "?type=buy" lists sales. Undefined for anything else, which the search refuses.
 */
export function listingTypeOf(text: string): ListingType | undefined {
  const word = text.trim().toLowerCase();
  if (word === "buy") return "sale";
  return LISTING_TYPES.find((type) => type === word);
}

export const RENT_PERIODS = ["month", "year"] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const RENT_PERIOD_MESSAGE = "Rent period must be month or year";

/**
 * A listing's region is one the search can find it by (spec §9 "Regions (search)"): a listing in
 * a region outside that list could never be found by region.
 */
export const LISTING_REGIONS = SEARCH_REGIONS;
export type ListingRegion = (typeof LISTING_REGIONS)[number];
export const REGION_MESSAGE = oneOfMessage("Region", LISTING_REGIONS);
