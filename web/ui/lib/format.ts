import { formatDate } from "#shared/dates.js";

// Pages import dates with the rest of the formats; the one formatter is shared with the mails.
export { formatDate, formatDateTime } from "#shared/dates.js";

const whole = new Intl.NumberFormat("en-GH", { maximumFractionDigits: 0 });

/** A count with thousands separators: "1,250". */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** A price as a number; NaN when there is none (Number would read null and "" as 0). */
function priceNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return value;
  return value === null || value === undefined || value.trim() === "" ? Number.NaN : Number(value);
}

export type Currency = "GHS" | "USD";
const SYMBOL: Record<Currency, string> = { GHS: "GH₵", USD: "US$" };

/** GH₵ (or US$) with thousands separators, no decimals: "GH₵1,850,000", "US$250,000". */
export function formatPrice(
  value: string | number | null | undefined,
  currency: Currency = "GHS",
): string {
  const n = priceNumber(value);
  return Number.isFinite(n)
    ? `${SYMBOL[currency]}${whole.format(Math.round(n))}`
    : "Price on request";
}

/**
 * Spec §9 (favourites, compare): M at or above 1,000,000 with one decimal, K at or above 1,000.
 * The thresholds apply to the true price, so a price just under a million stays in K and is
 * capped at 999K: rounding 999,500 up would read '1000K', a unit the spec never shows.
 */
export function formatPriceShort(
  value: string | number | null | undefined,
  currency: Currency = "GHS",
): string {
  const n = priceNumber(value);
  if (!Number.isFinite(n)) return "Price on request";
  const symbol = SYMBOL[currency];
  // Whole tenths first: toFixed on the float quotient rounds 1.15 down to 1.1.
  if (n >= 1_000_000) return `${symbol}${(Math.round(n / 100_000) / 10).toFixed(1)}M`;
  if (n >= 1_000) return `${symbol}${Math.min(999, Math.round(n / 1_000))}K`;
  return `${symbol}${whole.format(n)}`;
}

/** A rent shows its period: "GH₵4,500 / month"; a dollar listing its own currency: "US$1,800 / month". */
export function formatListingPrice(p: {
  price: string;
  priceCurrency?: Currency;
  listingType?: string;
  rentPeriod?: string | null;
}): string {
  const price = formatPrice(p.price, p.priceCurrency);
  return p.listingType === "rent" ? `${price} / ${p.rentPeriod ?? "month"}` : price;
}

/** Said where a dollar listing's cedi equivalent would be, before the operator sets a rate. */
export const RATE_NOT_SET = "Cedi equivalent: rate not set";

/**
 * The other currency's equivalent as the server computed it (decision 12), with the rate and its
 * date, because the cedi moves: "≈ GH₵2,736,000 at GH₵15.20 per US$, 25 November 2026"
 * (decision 54). A dollar price without a rate says so (`RATE_NOT_SET`); a cedi price then says
 * nothing. Null when there is nothing to say.
 */
export function formatPriceConversion(
  c: { currency: Currency; amount: string; rate: string; rateDate: string } | null | undefined,
  ownCurrency?: Currency,
): string | null {
  if (!c) return ownCurrency === "USD" ? RATE_NOT_SET : null;
  // "2026-11-23" reads as midnight UTC, which is that day on Accra's clock (UTC all year).
  const day = formatDate(c.rateDate);
  if (!day || !Number.isFinite(Number(c.amount))) return null;
  const rate =
    c.rate && Number.isFinite(Number(c.rate)) ? ` at GH₵${c.rate} per US$,` : ", rate of";
  return `≈ ${formatPrice(c.amount, c.currency)}${rate} ${day}`;
}
