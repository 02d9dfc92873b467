import type { Backoff, RateLimiter, RateLimitVerdict } from "../../modules/rate-limits/index.js";
import type { Logger } from "../../shared/ports.js";
import type { RedisRateLimiter } from "./redis-rate-limiter.js";
import { RedisWatch } from "./redis-watch.js";

/**
 * Counters in Redis while it answers, in PostgreSQL while it does not (decision 60): an outage
 * of Redis neither lets every attempt through nor makes a request wait on it. Every action
 * falls back, not only the sign-in doors: the database counts any of them correctly, only more
 * slowly. Redis is used again as soon as it is back. The switch is logged by the watch, which
 * judges an outage over a few seconds: a request on a starved CPU that falls back once is not
 * one (decision 76).
 */
export class FailoverRateLimiter implements RateLimiter {
  /** Started by a serving application (bootstrap.ts); `/readyz` and `/metrics` read it. */
  readonly watch: RedisWatch;

  constructor(
    readonly redis: RedisRateLimiter,
    private readonly database: RateLimiter,
    logger: Logger,
  ) {
    this.watch = new RedisWatch(
      (ms) => redis.ping(ms),
      logger,
      () => redis.lastError,
    );
  }

  hit(key: string, limit: number, windowSeconds: number, amount = 1): Promise<RateLimitVerdict> {
    return this.either((l) => l.hit(key, limit, windowSeconds, amount));
  }

  hitWithBackoff(
    key: string,
    limit: number,
    windowSeconds: number,
    backoff: Backoff,
  ): Promise<RateLimitVerdict> {
    return this.either((l) => l.hitWithBackoff(key, limit, windowSeconds, backoff));
  }

  /**
   * To whichever store counts now. A hit made in the other store before a switch keeps its
   * count: at worst one attempt too many is counted, never one too few.
   */
  refund(key: string, amount = 1): Promise<void> {
    return this.either((l) => l.refund(key, amount));
  }

  /** Both stores: a counter left in the other would come back at the next switch. */
  async clear(key: string): Promise<void> {
    if (await this.redis.answering()) await this.redis.clear(key).catch(() => undefined);
    await this.database.clear(key);
  }

  private async either<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (await this.redis.answering()) {
      try {
        return await call(this.redis);
      } catch (error) {
        this.redis.lastError = error as Error;
      }
    }
    return call(this.database);
  }
}
