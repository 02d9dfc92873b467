/**
 * How a price is written, for the pages and the mails alike (decision 90). The same figures a
 * visitor compares are written in full wherever they are compared: only a price of a million or
 * more may be shortened ("GH₵1.85M"), because a rounded rent ("GH₵6K" for 5,500) misleads the
 * very comparison it is shown for. A rent always says its period. Pure, so the browser carries it.
 */
import type { PriceCurrency } from "./listing-terms.js";

export const CURRENCY_SYMBOLS: Record<PriceCurrency, string> = { GHS: "GH₵", USD: "US$" };

/** Shortening starts here, in either currency: below a million every figure is written out. */
export const SHORTEN_FROM = 1_000_000;

/** Said in place of a price that is missing or not a number. */
export const PRICE_ON_REQUEST = "Price on request";

const whole = new Intl.NumberFormat("en-GH", { maximumFractionDigits: 0 });
const millions = new Intl.NumberFormat("en-GH", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** A price as a number; NaN when there is none (Number would read null and "" as 0). */
function priceNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return value;
  return value === null || value === undefined || value.trim() === "" ? Number.NaN : Number(value);
}

export interface MoneyStyle {
  /**
   * "GH₵1.85M" from a million up (at least one decimal, at most two); below a million the full
   * figure all the same. For tight places: favourites, compare, map pins, chart axes.
   */
  short?: boolean;
}

/**
 * A sum in whole cedis (or dollars) with thousands separators: "GH₵5,500", "US$1,800",
 * "GH₵1,850,000"; short, "GH₵1.85M". "Price on request" without a number.
 */
export function formatPrice(
  value: string | number | null | undefined,
  currency: PriceCurrency = "GHS",
  { short = false }: MoneyStyle = {},
): string {
  const n = Math.round(priceNumber(value));
  if (!Number.isFinite(n)) return PRICE_ON_REQUEST;
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  const sign = n < 0 ? "-" : "";
  const size = Math.abs(n);
  // Hundredths of a million counted in whole numbers, so 1,150,000 is 1.15 and not 1.1499….
  const figure =
    short && size >= SHORTEN_FROM
      ? `${millions.format(Math.round(size / 10_000) / 100)}M`
      : whole.format(size);
  return `${sign}${symbol}${figure}`;
}

/** What a listing's price line needs. */
export interface ListingPrice {
  price: string | number | null;
  priceCurrency?: PriceCurrency;
  listingType?: string;
  rentPeriod?: "month" | "year" | null;
}

/**
 * What a listing is compared by, in its own currency: a sale its price, a monthly rent its rent,
 * a yearly rent its twelfth rounded to the pesewa. The price sorts' rule (the generated column
 * comparable_price_ghs, migration 1765010000000, applies it to the cedi price); a persistence test
 * holds the two to the same figures. NaN without a price.
 */
export function monthlyPrice(p: ListingPrice): number {
  const n = priceNumber(p.price);
  if (p.listingType !== "rent" || p.rentPeriod !== "year") return n;
  return Math.round(Math.round(n * 100) / 12) / 100;
}

export interface ListingPriceStyle extends MoneyStyle {
  /** A yearly rent as its monthly share, "/ month", as the price sorts compare it (map pins). */
  monthly?: boolean;
}

/**
 * A listing's price in its own currency, a rent with its period: "GH₵5,500 / month",
 * "US$1,800 / month", "GH₵240,000 / year", "GH₵1,850,000". A rent without a stated period is
 * monthly, as the listing form takes it.
 */
export function formatListingPrice(
  p: ListingPrice,
  { short = false, monthly = false }: ListingPriceStyle = {},
): string {
  const yearly = p.listingType === "rent" && p.rentPeriod === "year" && !monthly;
  const amount = monthly ? monthlyPrice(p) : priceNumber(p.price);
  const text = formatPrice(amount, p.priceCurrency, { short });
  if (p.listingType !== "rent" || text === PRICE_ON_REQUEST) return text;
  return `${text} / ${yearly ? "year" : "month"}`;
}
