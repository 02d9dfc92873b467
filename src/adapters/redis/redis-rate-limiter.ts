import type { Redis } from "ioredis";
import type { Backoff, RateLimiter, RateLimitVerdict } from "../../modules/rate-limits/index.js";
import { answersWithin } from "../../shared/answers-within.js";

// Reading, counting and starting a window are one atomic script on the Redis server, timed by
// the Redis server's clock (TIME), so app machines whose clocks disagree share each window
// (decision 60). PEXPIRE only lets Redis forget a counter after its window.
const NOW_MS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** Counts ARGV[2] (one attempt, or megapixels); answers {hits, milliseconds until the window ends}. */
const HIT = `${NOW_MS}
local amount = tonumber(ARGV[2])
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
if (not resets) or resets <= now then
  resets = now + tonumber(ARGV[1])
  redis.call('HSET', KEYS[1], 'hits', amount, 'resets', resets)
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
  return {amount, resets - now}
end
return {redis.call('HINCRBY', KEYS[1], 'hits', amount), resets - now}
`;

/**
 * Counts one try unless the counter is in its wait (decision 86): ARGV are the window, the limit,
 * the first and the longest wait, in milliseconds but the limit; answers {hits, milliseconds
 * left of the wait, 1 if counted}.
 */
const HIT_WITH_BACKOFF = `${NOW_MS}
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
if (not resets) or resets <= now then
  redis.call('HSET', KEYS[1], 'hits', 0, 'resets', now + tonumber(ARGV[1]))
  redis.call('HDEL', KEYS[1], 'waits')
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
end
local waits = tonumber(redis.call('HGET', KEYS[1], 'waits'))
if waits and waits > now then
  return {tonumber(redis.call('HGET', KEYS[1], 'hits')), waits - now, 0}
end
local hits = redis.call('HINCRBY', KEYS[1], 'hits', 1)
local limit = tonumber(ARGV[2])
if hits >= limit then
  local wait = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(hits - limit, 40))
  redis.call('HSET', KEYS[1], 'waits', math.floor(now + wait))
end
return {hits, 0, 1}
`;

const REFUND = `${NOW_MS}
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
if resets and resets > now and hits and hits > 0 then
  redis.call('HINCRBY', KEYS[1], 'hits', -math.min(hits, tonumber(ARGV[1])))
end
return 0
`;

interface ScriptedRedis extends Redis {
  rateLimitHit(key: string, windowMs: number, amount: number): Promise<[number, number]>;
  rateLimitRefund(key: string, amount: number): Promise<number>;
  rateLimitHitWithBackoff(
    key: string,
    windowMs: number,
    limit: number,
    firstMs: number,
    maxMs: number,
  ): Promise<[number, number, number]>;
}

/**
 * Counters in Redis (REDIS_URL). Every call throws when Redis cannot answer: the
 * FailoverRateLimiter then counts in PostgreSQL instead of letting the attempt through.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Promise<ScriptedRedis>;
  private client: ScriptedRedis | undefined;
  /** Settles with the first connection attempt, made or failed. */
  private readonly firstAttempt: Promise<void>;
  /** What the connection last complained of, for the log line of a switch. */
  lastError: Error | undefined;

  /** The client may still be on its way (connect-redis.ts loads ioredis on demand). */
  constructor(redis: Redis | Promise<Redis>) {
    let settle: () => void = () => undefined;
    this.firstAttempt = new Promise((resolve) => {
      settle = resolve;
    });
    this.redis = Promise.resolve(redis).then((client) => {
      // Without a listener ioredis prints every failed reconnect to stderr; the failover logs
      // the outage once.
      client.on("error", (error: Error) => {
        this.lastError = error;
      });
      if (client.status === "ready") settle();
      client.once("ready", settle);
      client.once("close", settle);
      client.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT });
      client.defineCommand("rateLimitRefund", { numberOfKeys: 1, lua: REFUND });
      client.defineCommand("rateLimitHitWithBackoff", { numberOfKeys: 1, lua: HIT_WITH_BACKOFF });
      this.client = client as ScriptedRedis;
      return this.client;
    });
    this.redis.catch(settle);
  }

  /**
   * Whether Redis can be asked now: connected and past ioredis's ready check. Only a process's
   * first question waits, for its first connection attempt (bounded by connectTimeout).
   */
  async answering(): Promise<boolean> {
    await this.firstAttempt;
    return this.client?.status === "ready";
  }

  async hit(
    key: string,
    limit: number,
    windowSeconds: number,
    amount = 1,
  ): Promise<RateLimitVerdict> {
    const windowMs = Math.round(windowSeconds * 1000);
    const answer = await (await this.redis).rateLimitHit(key, windowMs, amount);
    const [hits, waitMs] = answer.map(Number) as [number, number];
    if (hits <= limit) return { allowed: true, hits };
    return { allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async hitWithBackoff(
    key: string,
    limit: number,
    windowSeconds: number,
    { firstSeconds, maxSeconds }: Backoff,
  ): Promise<RateLimitVerdict> {
    const answer = await (await this.redis).rateLimitHitWithBackoff(
      key,
      Math.round(windowSeconds * 1000),
      limit,
      Math.round(firstSeconds * 1000),
      Math.round(maxSeconds * 1000),
    );
    const [hits, waitMs, counted] = answer.map(Number) as [number, number, number];
    if (counted === 1) return { allowed: true, hits };
    return { allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async refund(key: string, amount = 1): Promise<void> {
    await (await this.redis).rateLimitRefund(key, amount);
  }

  async clear(key: string): Promise<void> {
    await (await this.redis).del(key);
  }

  /** Throws unless Redis is ready within timeoutMs: a server does not start without it. */
  async ready(timeoutMs: number): Promise<void> {
    const redis = await this.redis;
    if (redis.status === "ready") return;
    let timer: NodeJS.Timeout | undefined;
    let onError: (error: Error) => void = () => undefined;
    let onReady: () => void = () => undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        onReady = resolve;
        onError = reject;
        redis.once("ready", onReady);
        redis.once("error", onError);
        timer = setTimeout(
          () => reject(new Error(`no answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      });
    } catch (error) {
      // quit() would wait for a connection that is not coming.
      redis.disconnect();
      throw new Error(`Redis did not answer: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      redis.off("ready", onReady);
      redis.off("error", onError);
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
