import type { Redis, RedisOptions } from "ioredis";

/**
 * ioredis is loaded only where REDIS_URL is set: every server process would otherwise carry
 * about 8 MB of a client it never uses (decision 33).
 */
export async function connectRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, options);
}
