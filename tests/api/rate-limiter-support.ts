import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { FakeClock } from "../support/fake-clock.js";

/** What the rate-limiter tests share: the Redis they count in, their keys there, a clock. */
export const REDIS_URL = "redis://127.0.0.1:6379";

/** A key prefix of a file's own on the shared Redis, so that it deletes only its own keys. */
export const ownKeyPrefix = () => `ofie-test:${randomBytes(6).toString("hex")}:`;

/** Deletes the keys under `prefix`, once a file is done. */
export async function deleteKeys(prefix: string): Promise<void> {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${prefix}*`);
  if (keys.length > 0) await cleaner.del(...keys);
  await cleaner.quit();
}

/** A machine whose clock runs an hour ahead: the store's clock must rule the windows. */
export const hourAhead = () => new FakeClock(new Date(Date.now() + 3600_000).toISOString());
