/** What a counter says after one more hit: go on, or wait this many seconds. */
export type RateLimitVerdict =
  | { allowed: true; hits: number }
  | { allowed: false; hits: number; retryAfterSeconds: number };

/**
 * Fixed-window counters shared by every app process (PostgreSQL, or Redis when REDIS_URL is set).
 * A window's time is the store's own clock, not the app machine's (decision 60), so app
 * machines whose clocks disagree share each window.
 */
export interface RateLimiter {
  /**
   * Counts one attempt under `key`, or `amount` units of a budget (megapixels); past `limit` in
   * the window it is refused.
   */
  hit(
    key: string,
    limit: number,
    windowSeconds: number,
    amount?: number,
  ): Promise<RateLimitVerdict>;
  /** Gives a hit (or `amount`) back: an attempt that turned out not to count, a right password. */
  refund(key: string, amount?: number): Promise<void>;
  /** Forgets the counter: its window starts afresh at the next hit. */
  clear(key: string): Promise<void>;
}
