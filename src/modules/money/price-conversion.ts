import type { ExchangeRate, PriceConversion } from "./money.types.js";

/** A priced thing, as a listing is: its price in its own currency. */
export interface Priced {
  price: string;
  priceCurrency: "GHS" | "USD";
}

/**
 * The other currency's equivalent of a price: cedis show dollars, dollars show cedis. Null
 * without a rate, or for a price that is not a number (nothing honest to show then).
 */
export function convertPrice(item: Priced, rate: ExchangeRate | null): PriceConversion | null {
  // Number("") is 0: an empty price is no price, not a free one.
  const price = item.price?.trim() ? Number(item.price) : Number.NaN;
  const perUsd = Number(rate?.ghsPerUsd);
  if (!rate || !Number.isFinite(price) || !(perUsd > 0)) return null;
  const toUsd = item.priceCurrency === "GHS";
  return {
    currency: toUsd ? "USD" : "GHS",
    amount: (toUsd ? price / perUsd : price * perUsd).toFixed(2),
    rate: rateText(rate.ghsPerUsd),
    rateDate: rate.setAt.toISOString().slice(0, 10),
  };
}

/** "15.4000" → "15.40", "15.4325" → "15.4325": two decimals at least, no noise after. */
export function rateText(ghsPerUsd: string): string {
  return Number(ghsPerUsd)
    .toFixed(4)
    .replace(/(\.\d\d\d?)0+$/, "$1")
    .replace(/(\.\d\d)0$/, "$1");
}
