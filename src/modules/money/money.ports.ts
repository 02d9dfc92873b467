import type { ExchangeRate } from "./money.types.js";

export interface ExchangeRateRepository {
  /** The rate set last, or null before the operator has set one. */
  latest(): Promise<ExchangeRate | null>;
  /** Keeps every rate: the history says which rate a past equivalent used. */
  add(ghsPerUsd: string, setAt: Date): Promise<ExchangeRate>;
  /** Recomputes the cedi price that searches and sorts use for every dollar listing; how many. */
  repriceDollarListings(ghsPerUsd: string): Promise<number>;
}

/** Every rate the operator has set, oldest first: what dated conversions (the price guide) read. */
export interface RateHistory {
  history(): Promise<ExchangeRate[]>;
}
