import type { Redis } from "ioredis";
import type { RateLimiter, RateLimitVerdict } from "../../modules/rate-limits/rate-limits.ports.js";
import { answersWithin } from "../../shared/answers-within.js";
import type { Clock, Logger } from "../../shared/ports.js";

// One script per operation, so that reading, counting and starting a window are one atomic step
// on the Redis server. The window's end is the app's clock (the Clock port), as in PostgreSQL;
// PEXPIRE only lets Redis forget a counter after its window.
const HIT = `
local now = tonumber(ARGV[1])
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
if (not resets) or resets <= now then
  resets = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'hits', 1, 'resets', resets)
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  return {1, resets}
end
return {redis.call('HINCRBY', KEYS[1], 'hits', 1), resets}
`;

const REFUND = `
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
if resets and resets > tonumber(ARGV[1]) and hits and hits > 0 then
  redis.call('HINCRBY', KEYS[1], 'hits', -1)
end
return 0
`;

interface ScriptedRedis extends Redis {
  rateLimitHit(key: string, nowMs: number, windowMs: number): Promise<[number, number]>;
  rateLimitRefund(key: string, nowMs: number): Promise<number>;
}

/**
 * Counters in Redis (REDIS_URL). When Redis cannot answer, the attempt is let through and a
 * warning logged: an outage of the counter store must not lock every visitor out.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Promise<ScriptedRedis>;

  /** The client may still be on its way (connect-redis.ts loads ioredis on demand). */
  constructor(
    redis: Redis | Promise<Redis>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.redis = Promise.resolve(redis).then((client) => {
      // Without a listener ioredis prints every failed reconnect to stderr; one warning per outage.
      let down = false;
      client.on("error", (error: Error) => {
        if (!down) this.logger.warn({ err: error }, "rate limiter: lost Redis; reconnecting");
        down = true;
      });
      client.on("ready", () => {
        down = false;
      });
      client.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT });
      client.defineCommand("rateLimitRefund", { numberOfKeys: 1, lua: REFUND });
      return client as ScriptedRedis;
    });
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitVerdict> {
    const now = this.clock.now().getTime();
    let counted: [number, number];
    try {
      counted = await (await this.redis).rateLimitHit(key, now, windowSeconds * 1000);
    } catch (error) {
      this.logger.warn({ err: error }, "rate limiter: Redis did not answer; attempt let through");
      return { allowed: true, hits: 0 };
    }
    const [hits, resetsAt] = counted.map(Number) as [number, number];
    if (hits <= limit) return { allowed: true, hits };
    return {
      allowed: false,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
    };
  }

  async refund(key: string): Promise<void> {
    try {
      await (await this.redis).rateLimitRefund(key, this.clock.now().getTime());
    } catch (error) {
      this.logger.warn({ err: error }, "rate limiter: Redis did not take a refund");
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await (await this.redis).del(key);
    } catch (error) {
      this.logger.warn({ err: error }, "rate limiter: Redis did not clear a counter");
    }
  }

  /** Throws unless Redis answers a PING within timeoutMs: a server does not start without it. */
  async ready(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
    });
    const redis = await this.redis;
    try {
      await Promise.race([redis.ping(), late]);
    } catch (error) {
      // quit() would wait for a connection that is not coming.
      redis.disconnect();
      throw new Error(`Redis did not answer: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether Redis answers a PING within timeoutMs (readiness); never throws. */
  ping(timeoutMs: number): Promise<boolean> {
    return answersWithin(
      this.redis.then((redis) => redis.ping()),
      timeoutMs,
    );
  }

  async close(): Promise<void> {
    const redis = await this.redis;
    await redis.quit().catch(() => redis.disconnect());
  }
}
