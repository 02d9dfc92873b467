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
  /** Counts one attempt under `key`; past `limit` hits in the window the attempt is refused. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitVerdict>;
  /** Gives one hit back (an attempt that turned out not to count, such as a right password). */
  refund(key: string): Promise<void>;
  /** Forgets the counter: its window starts afresh at the next hit. */
  clear(key: string): Promise<void>;
}
