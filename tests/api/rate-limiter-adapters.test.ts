import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { SqlRateLimiter } from "../../src/adapters/persistence/repositories/sql-rate-limiter.js";
import { RedisRateLimiter } from "../../src/adapters/redis/redis-rate-limiter.js";
import { createApplication } from "../../src/bootstrap.js";
import type { RateLimiter } from "../../src/modules/rate-limits/rate-limits.ports.js";
import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

const REDIS_URL = "redis://127.0.0.1:6379";
// Every run uses its own key prefix on the shared Redis and deletes only its own keys.
const PREFIX = `ofie-test:${randomBytes(6).toString("hex")}:`;
const silent = { info() {}, warn: jest.fn(), error() {} };

let app: TestApp;
const clock = new FakeClock();
const redisClients: Redis[] = [];
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(async () => {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${PREFIX}*`);
  if (keys.length > 0) await cleaner.del(...keys);
  await cleaner.quit();
  for (const client of redisClients) await client.quit().catch(() => client.disconnect());
  await app.close();
});

function redisLimiter(url = REDIS_URL): RateLimiter {
  const client = new Redis(url, {
    keyPrefix: PREFIX,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  redisClients.push(client);
  return new RedisRateLimiter(client, clock, silent);
}

const adapters: [string, () => RateLimiter][] = [
  ["PostgreSQL", () => new SqlRateLimiter(app.application.database.dataSource, clock)],
  ["Redis", () => redisLimiter()],
];

describe.each(adapters)("%s rate limiter", (_name, make) => {
  let key: string;
  beforeEach(() => {
    key = `k-${randomBytes(6).toString("hex")}`;
  });

  it("allows `limit` hits in a window, then tells how long to wait", async () => {
    const limiter = make();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.hit(key, 3, 600));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 600 });
    clock.advance(599);
    expect(await limiter.hit(key, 3, 600)).toEqual({
      allowed: false,
      hits: 5,
      retryAfterSeconds: 1,
    });
  });

  it("starts a new window when the clock passes the end of the old one", async () => {
    const limiter = make();
    for (let i = 0; i < 3; i += 1) await limiter.hit(key, 2, 60);
    clock.advance(60);
    expect(await limiter.hit(key, 2, 60)).toEqual({ allowed: true, hits: 1 });
  });

  it("gives a hit back on refund", async () => {
    const limiter = make();
    await limiter.hit(key, 1, 60);
    await limiter.refund(key);
    expect(await limiter.hit(key, 1, 60)).toEqual({ allowed: true, hits: 1 });
  });

  it("counts parallel hits atomically", async () => {
    const limiter = make();
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limiter.hit(key, 5, 60)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});

describe("PostgreSQL rate limiter housekeeping", () => {
  it("deletes counters whose window has ended", async () => {
    const limiter = new SqlRateLimiter(app.application.database.dataSource, clock);
    await limiter.hit("old", 5, 60);
    clock.advance(120);
    await limiter.hit("new", 5, 60);
    const keys = await app.sql<{ key: string }>("SELECT key FROM rate_limit_counters");
    expect(keys.map((k) => k.key)).not.toContain("old");
    expect(keys.map((k) => k.key)).toContain("new");
  });
});

describe("Redis rate limiter outage", () => {
  it("lets the attempt through and logs a warning when Redis does not answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    silent.warn.mockClear();
    const limiter = redisLimiter(`redis://127.0.0.1:${port}`);
    expect(await limiter.hit("any", 1, 60)).toEqual({ allowed: true, hits: 0 });
    expect(silent.warn).toHaveBeenCalled();
  });
});

describe("two app processes on one database", () => {
  it("share the admin-login counter", async () => {
    await app.reset();
    const url = app.application.database.dataSource.options as { url?: string };
    const second = await createApplication(
      { ...app.application.config, databaseUrl: url.url },
      undefined,
      { migrate: false, clock },
    );
    try {
      const a = supertest.agent(app.koa.callback());
      const b = supertest.agent(createHttpApp(second).callback());
      for (const client of [a, b, a, b, a]) {
        await client.post("/api/admin/login").send({ password: "wrong" }).expect(401);
      }
      await b.post("/api/admin/login").send({ password: "test-admin-password" }).expect(429);
      await a.post("/api/admin/login").send({ password: "test-admin-password" }).expect(429);
    } finally {
      await second.close();
    }
  });
});

describe("with REDIS_URL set", () => {
  it("keeps the counters in Redis, shared by apps that have different databases", async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
    const one = await startTestApp(env, { clock });
    const two = await startTestApp(env, { clock });
    try {
      for (const target of [one, two, one, two, one]) {
        await target.client().post("/api/admin/login").send({ password: "wrong" }).expect(401);
      }
      await two
        .client()
        .post("/api/admin/login")
        .send({ password: "test-admin-password" })
        .expect(429);
      expect(await one.sql("SELECT key FROM rate_limit_counters")).toEqual([]);
      const cleaner = new Redis(REDIS_URL);
      expect(await cleaner.keys(`${PREFIX}rate:adminLogin:*`)).toHaveLength(1);
      await cleaner.quit();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
