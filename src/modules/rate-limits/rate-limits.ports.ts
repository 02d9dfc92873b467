/** What a counter says after one more hit: go on, or wait this many seconds. */
export type RateLimitVerdict =
  | { allowed: true; hits: number }
  | { allowed: false; hits: number; retryAfterSeconds: number };

/** How a count of wrong passwords slows the next try instead of refusing it for a window. */
export interface Backoff {
  /** The wait after the `limit`-th hit of a window; each hit after it doubles the wait. */
  firstSeconds: number;
  maxSeconds: number;
}

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
  /**
   * Counts one attempt under `key` unless it comes during a wait. From the `limit`-th hit of the
   * window on, each counted hit makes the next one wait `firstSeconds · 2^(hits − limit)`, at
   * most `maxSeconds`; a hit during the wait is refused and not counted, so hammering does not
   * stretch the wait (decision 86). The wait is set when the hit is counted, before the attempt
   * is judged: parallel tries past the limit get one through per wait. A hit past the window
   * starts it afresh, wait and all.
   */
  hitWithBackoff(
    key: string,
    limit: number,
    windowSeconds: number,
    backoff: Backoff,
  ): Promise<RateLimitVerdict>;
  /** Gives a hit (or `amount`) back: an attempt that turned out not to count, a right password. */
  refund(key: string, amount?: number): Promise<void>;
  /** Forgets the counter: its window starts afresh at the next hit. */
  clear(key: string): Promise<void>;
}
