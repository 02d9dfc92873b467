import { formatPrice } from "#modules/listings/listing-price.js";
import type { PriceCurrency } from "#modules/listings/listing-terms.js";
import { formatDate } from "#shared/dates.js";

// One price formatter for pages and mails (decision 90): full figures below a million, a rent's
// period always, each listing in its own currency. Dates likewise: one formatter with the mails.
export {
  CURRENCY_SYMBOLS,
  formatListingPrice,
  formatPrice,
  monthlyPrice,
} from "#modules/listings/listing-price.js";
export { formatDate, formatDateTime } from "#shared/dates.js";
export type Currency = PriceCurrency;

const whole = new Intl.NumberFormat("en-GH", { maximumFractionDigits: 0 });

/** A count with thousands separators: "1,250". */
export function formatCount(n: number): string {
  return whole.format(n);
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
