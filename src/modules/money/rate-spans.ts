import type { ExchangeRate } from "./money.types.js";

/**
 * The time each rate answers for: from the day it was set until the next one. A dollar price
 * dated at some moment is worth, in cedis, that moment's rate: the one set nearest before it.
 * Before the first rate there is none, so the first rate answers for that time too (the nearest
 * there is); with no rate at all there are no spans and a dollar price has no cedi value.
 */
export interface RateSpan {
  /** Inclusive; null: from the beginning of time. */
  from: Date | null;
  /** Exclusive; null: until now and after. */
  until: Date | null;
  ghsPerUsd: string;
}

export function rateSpans(rates: readonly ExchangeRate[]): RateSpan[] {
  const sorted = [...rates].sort((a, b) => a.setAt.getTime() - b.setAt.getTime() || a.id - b.id);
  return sorted.map((rate, i) => ({
    from: i === 0 ? null : rate.setAt,
    until: sorted[i + 1]?.setAt ?? null,
    ghsPerUsd: rate.ghsPerUsd,
  }));
}
