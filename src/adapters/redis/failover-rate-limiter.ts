import type { RateLimiter, RateLimitVerdict } from "../../modules/rate-limits/rate-limits.ports.js";
import type { Logger } from "../../shared/ports.js";
import type { RedisRateLimiter } from "./redis-rate-limiter.js";

type Store = "Redis" | "PostgreSQL";

/**
 * Counters in Redis while it answers, in PostgreSQL while it does not (decision 60): an outage
 * of Redis neither lets every attempt through nor makes a request wait on it. Every action
 * falls back, not only the sign-in doors: the database counts any of them correctly, only more
 * slowly. A switch is logged once, each way; Redis is used again as soon as it is back.
 */
export class FailoverRateLimiter implements RateLimiter {
  private store: Store = "Redis";

  constructor(
    readonly redis: RedisRateLimiter,
    private readonly database: RateLimiter,
    private readonly logger: Logger,
  ) {}

  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitVerdict> {
    return this.either((l) => l.hit(key, limit, windowSeconds));
  }

  /**
   * To whichever store counts now. A hit made in the other store before a switch keeps its
   * count: at worst one attempt too many is counted, never one too few.
   */
  refund(key: string): Promise<void> {
    return this.either((l) => l.refund(key));
  }

  /** Both stores: a counter left in the other would come back at the next switch. */
  async clear(key: string): Promise<void> {
    if (await this.redis.answering()) await this.redis.clear(key).catch(() => undefined);
    await this.database.clear(key);
  }

  private async either<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    let failure: unknown;
    if (await this.redis.answering()) {
      try {
        const result = await call(this.redis);
        this.switchTo("Redis");
        return result;
      } catch (error) {
        failure = error;
      }
    }
    this.switchTo("PostgreSQL", failure ?? this.redis.lastError);
    return call(this.database);
  }

  private switchTo(store: Store, cause?: unknown): void {
    if (store === this.store) return;
    this.store = store;
    if (store === "PostgreSQL") {
      this.logger.warn(
        { err: cause },
        "rate limits: Redis does not answer; counting in PostgreSQL until it does",
      );
    } else {
      this.logger.info("rate limits: Redis answers again; counting in Redis");
    }
  }
}
