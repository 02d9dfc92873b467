import { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import type { TestApp } from "./test-app.js";

/**
 * Rate-limit windows follow their store's clock (decision 60), which a test cannot move: this
 * brings every window, and every backoff's wait (decision 86), `seconds` nearer its end
 * instead, as waiting that long would.
 */
export async function passWindowTime(app: TestApp, seconds: number): Promise<void> {
  await shiftDatabaseWindows(app.application.database.dataSource, seconds);
  const { redisUrl, redisKeyPrefix } = app.application.config;
  if (redisUrl) await shiftRedisWindows(redisUrl, `${redisKeyPrefix}rate:`, seconds);
}

export async function shiftDatabaseWindows(dataSource: DataSource, seconds: number) {
  await dataSource.query(
    `UPDATE rate_limit_counters SET resets_at = resets_at - make_interval(secs => $1::float8),
       wait_until = wait_until - make_interval(secs => $1::float8)`,
    [seconds],
  );
}

/** Every counter under `prefix` (the full key prefix, as the limiter's client puts it). */
export async function shiftRedisWindows(url: string, prefix: string, seconds: number) {
  const redis = new Redis(url);
  try {
    for (const key of await redis.keys(`${prefix}*`)) {
      await redis.hincrby(key, "resets", -Math.round(seconds * 1000));
      if (await redis.hexists(key, "waits")) {
        await redis.hincrby(key, "waits", -Math.round(seconds * 1000));
      }
    }
  } finally {
    await redis.quit();
  }
}
