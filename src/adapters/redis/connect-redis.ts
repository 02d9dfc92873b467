import type { Redis, RedisOptions } from "ioredis";

/**
 * A Redis client that never makes a request wait on a Redis that is gone (decision 60):
 * - no offline queue: while disconnected a command fails at once instead of queueing;
 * - an in-flight command fails when its connection drops (maxRetriesPerRequest 0), not resent;
 * - a Redis that stops answering (a frozen host, a partition) fails the command after 200 ms
 *   and the socket is dropped, so the client reconnects instead of waiting on a dead line;
 * - reconnects at most a second apart, so a Redis that is back is used again within a second.
 * Locally Redis answers in well under a millisecond; 200 ms is an outage, not a slow reply.
 */
export const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  commandTimeout: 200,
  socketTimeout: 200,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
};

/**
 * ioredis is loaded only where REDIS_URL is set: every server process would otherwise carry
 * about 8 MB of a client it never uses (decision 33).
 */
export async function connectRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, { ...FAIL_FAST, ...options });
}
