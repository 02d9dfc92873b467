import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import supertest from "supertest";
import { freePort } from "../../bench/processes.js";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { SqlRateLimiter } from "../../src/adapters/modules/rate-limits/sql-rate-limiter.js";
import { connectRedis } from "../../src/adapters/redis/connect-redis.js";
import { RedisRateLimiter } from "../../src/adapters/redis/redis-rate-limiter.js";
import type { RateLimiter } from "../../src/modules/rate-limits/rate-limits.ports.js";
import { anotherInstance } from "../support/another-instance.js";
import { shiftDatabaseWindows, shiftRedisWindows } from "../support/rate-limit-windows.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { deleteKeys, hourAhead, ownKeyPrefix, REDIS_URL } from "./rate-limiter-support.js";

// The PostgreSQL and Redis rate limiters alone, and two processes sharing one database's. The
// apps with REDIS_URL set, and their fallback to PostgreSQL, are rate-limiter-failover.test.ts.

// Every run uses its own key prefix on the shared Redis and deletes only its own keys.
const PREFIX = ownKeyPrefix();

let app: TestApp;
const redisClients: Promise<Redis>[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await deleteKeys(PREFIX);
  for (const client of await Promise.all(redisClients)) client.disconnect();
  await app.close();
});

function redisLimiter(url = REDIS_URL): RedisRateLimiter {
  const client = connectRedis(url, { keyPrefix: PREFIX });
  redisClients.push(client);
  return new RedisRateLimiter(client);
}

/** Waiting `seconds`, as far as either store's windows can tell. */
async function passTime(seconds: number) {
  await shiftDatabaseWindows(app.application.database.dataSource, seconds);
  await shiftRedisWindows(REDIS_URL, PREFIX, seconds);
}

const adapters: [string, () => Promise<RateLimiter>][] = [
  ["PostgreSQL", async () => new SqlRateLimiter(app.application.database.dataSource)],
  [
    "Redis",
    async () => {
      // Without the failover in front, nothing waits for the connection: the test does.
      const limiter = redisLimiter();
      await limiter.ready(5000);
      return limiter;
    },
  ],
];

describe.each(adapters)("%s rate limiter", (_name, make) => {
  let key: string;
  beforeEach(() => {
    key = `k-${randomBytes(6).toString("hex")}`;
  });

  it("allows `limit` hits in a window, then tells how long to wait", async () => {
    const limiter = await make();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.hit(key, 3, 600));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 600 });
    await passTime(599);
    expect(await limiter.hit(key, 3, 600)).toEqual({
      allowed: false,
      hits: 5,
      retryAfterSeconds: 1,
    });
  });

  it("starts a new window when the store's clock passes the end of the old one", async () => {
    const limiter = await make();
    for (let i = 0; i < 3; i += 1) await limiter.hit(key, 2, 60);
    await passTime(60);
    expect(await limiter.hit(key, 2, 60)).toEqual({ allowed: true, hits: 1 });
  });

  it("gives a hit back on refund", async () => {
    const limiter = await make();
    await limiter.hit(key, 1, 60);
    await limiter.refund(key);
    expect(await limiter.hit(key, 1, 60)).toEqual({ allowed: true, hits: 1 });
  });

  it("counts amounts of a budget (megapixels), gives them back, and starts a window with one", async () => {
    const limiter = await make();
    expect(await limiter.hit(key, 1000, 3600, 600)).toEqual({ allowed: true, hits: 600 });
    expect(await limiter.hit(key, 1000, 3600, 400)).toEqual({ allowed: true, hits: 1000 });
    expect(await limiter.hit(key, 1000, 3600, 125)).toMatchObject({ allowed: false, hits: 1125 });
    await limiter.refund(key, 125);
    expect(await limiter.hit(key, 1000, 3600, 1)).toMatchObject({ allowed: false, hits: 1001 });
    // A refund never takes the counter below nothing.
    await limiter.refund(key, 5000);
    expect(await limiter.hit(key, 1000, 3600, 1)).toEqual({ allowed: true, hits: 1 });
    await passTime(3600);
    expect(await limiter.hit(key, 1000, 3600, 250)).toEqual({ allowed: true, hits: 250 });
  });

  it("slows hits from the limit on, doubling the wait, and refuses without counting in a wait", async () => {
    const limiter = await make();
    const backoff = { firstSeconds: 60, maxSeconds: 300 };
    const hit = () => limiter.hitWithBackoff(key, 3, 3600, backoff);
    for (let hits = 1; hits <= 3; hits += 1) expect(await hit()).toEqual({ allowed: true, hits });
    const waits: number[] = [];
    for (let hits = 4; hits <= 7; hits += 1) {
      const refused = await hit();
      expect(refused).toMatchObject({ allowed: false, hits: hits - 1 });
      const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
      waits.push(wait);
      await passTime(wait);
      expect(await hit()).toEqual({ allowed: true, hits });
    }
    // 60, 120, 240, then held to 300; a slow machine may have used up a few seconds of each.
    waits.forEach((wait, i) => {
      expect(wait).toBeLessThanOrEqual([60, 120, 240, 300][i] ?? 0);
      expect(wait).toBeGreaterThan(([60, 120, 240, 300][i] ?? 0) - 30);
    });
    await limiter.clear(key);
    expect(await hit()).toEqual({ allowed: true, hits: 1 });
    for (let i = 0; i < 3; i += 1) await hit();
    await passTime(3600);
    expect(await hit()).toEqual({ allowed: true, hits: 1 });
  });

  it("lets one of many parallel tries through per wait", async () => {
    const limiter = await make();
    const backoff = { firstSeconds: 60, maxSeconds: 300 };
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () => limiter.hitWithBackoff(key, 3, 3600, backoff)),
    );
    expect(
      verdicts
        .filter((v) => v.allowed)
        .map((v) => v.hits)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it("counts parallel hits atomically", async () => {
    const limiter = await make();
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limiter.hit(key, 5, 60)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});

describe("PostgreSQL rate limiter housekeeping", () => {
  it("deletes counters whose window has ended", async () => {
    const dataSource = app.application.database.dataSource;
    await new SqlRateLimiter(dataSource).hit("old", 5, 60);
    await shiftDatabaseWindows(dataSource, 120);
    // A process sweeps at its first hit, then once a minute.
    await new SqlRateLimiter(dataSource).hit("new", 5, 60);
    const keys = await app.sql<{ key: string }>("SELECT key FROM rate_limit_counters");
    expect(keys.map((k) => k.key)).not.toContain("old");
    expect(keys.map((k) => k.key)).toContain("new");
  });
});

describe("Redis rate limiter without Redis", () => {
  it("says so at once, and throws rather than let the attempt through", async () => {
    const limiter = redisLimiter(`redis://127.0.0.1:${await freePort()}`);
    expect(await limiter.answering()).toBe(false);
    await expect(limiter.hit("any", 1, 60)).rejects.toThrow();
  });
});

describe("two app processes on one database, their clocks an hour apart", () => {
  it("share the admin-login counter and its window", async () => {
    await app.reset();
    const second = await anotherInstance(app, { clock: hourAhead() });
    try {
      const a = supertest.agent(app.koa.callback());
      const b = supertest.agent(createHttpApp(second).callback());
      for (const client of [a, b, a, b, a]) {
        await client.post("/api/admin/login").send({ password: "wrong" }).expect(401);
      }
      for (const client of [b, a]) {
        const refused = await client
          .post("/api/admin/login")
          .send({ password: "test-admin-password" });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(880);
      }
    } finally {
      await second.close();
    }
  });
});
