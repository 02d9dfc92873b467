import { IsNumberString, Matches } from "class-validator";

/** One rate the operator set: how many cedis buy one US dollar, and when it was set. */
export interface ExchangeRate {
  id: number;
  /** GH₵ per US$1, a decimal string with up to four decimals ("15.4000"). */
  ghsPerUsd: string;
  setAt: Date;
}

/**
 * A price in the other currency, ready to print: "≈ US$24,675 at GH₵15.40 per US$, 23 November 2026".
 * `currency` is the currency of `amount`; the listing's own price stays in its own currency.
 */
export interface PriceConversion {
  currency: "GHS" | "USD";
  /** Two decimals. */
  amount: string;
  /** GH₵ per US$1, at least two decimals ("15.40"). */
  rate: string;
  /** The day the rate was set, yyyy-MM-dd (Ghana keeps GMT all year, so UTC is the local day). */
  rateDate: string;
}

/** Plausible bounds for GH₵ per US$: a slip of the finger (154, 0.154) is refused, not published. */
export const MIN_GHS_PER_USD = 1;
export const MAX_GHS_PER_USD = 100;
export const RATE_MESSAGE = `Rate must be a number of GH₵ per US$ between ${MIN_GHS_PER_USD} and ${MAX_GHS_PER_USD}, e.g. 15.4`;

export class SetRateInput {
  @Matches(/^\d{1,3}(\.\d{1,4})?$/, { message: RATE_MESSAGE })
  @IsNumberString({}, { message: RATE_MESSAGE })
  ghsPerUsd: string;
}
