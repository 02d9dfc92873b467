import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import supertest from "supertest";
import { freePort } from "../../bench/processes.js";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { SqlRateLimiter } from "../../src/adapters/modules/rate-limits/sql-rate-limiter.js";
import { connectRedis } from "../../src/adapters/redis/connect-redis.js";
import type { FailoverRateLimiter } from "../../src/adapters/redis/failover-rate-limiter.js";
import { RedisRateLimiter } from "../../src/adapters/redis/redis-rate-limiter.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { RateLimiter } from "../../src/modules/rate-limits/rate-limits.ports.js";
import { anotherInstance, capturingLogger } from "../support/another-instance.js";
import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { shiftDatabaseWindows, shiftRedisWindows } from "../support/rate-limit-windows.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { until } from "../support/until.js";

const REDIS_URL = "redis://127.0.0.1:6379";
// Every run uses its own key prefix on the shared Redis and deletes only its own keys.
const PREFIX = `ofie-test:${randomBytes(6).toString("hex")}:`;
/** A machine whose clock runs an hour ahead: the store's clock must rule the windows. */
/** The apps' Redis bound (REDIS_TIMEOUT_MS) in the tests that cut Redis off. */
const REDIS_TIMEOUT_MS = 3000;
/** The Redis watch logs an outage after 3 s of unanswered PINGs; generous for a shared machine. */
const JUDGED_WITHIN_MS = 20_000;
const hourAhead = () => new FakeClock(new Date(Date.now() + 3600_000).toISOString());

let app: TestApp;
const redisClients: Promise<Redis>[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${PREFIX}*`);
  if (keys.length > 0) await cleaner.del(...keys);
  await cleaner.quit();
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

describe("with REDIS_URL set", () => {
  let proxy: TcpProxy;
  let one: TestApp;
  let two: TestApp;
  const { logger, lines } = capturingLogger();
  const switches = () => lines.filter((l) => l.msg.startsWith("rate limits:")).map((l) => l.msg);
  const keysIn = async (pattern: string) => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}rate:${pattern}`);
    await redis.quit();
    return keys.length;
  };
  const databaseCounters = async () =>
    Number((await one.sql<{ n: string }>("SELECT count(*) AS n FROM rate_limit_counters"))[0]?.n);

  beforeAll(async () => {
    // `one` reaches Redis through a proxy the tests cut; `two`'s clock is an hour ahead.
    proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
    // A bound a starved test worker keeps (load 10 on two cores stalls it for more than the
    // production 200 ms): a command that times out here is Redis's silence, not the worker's.
    const env = { REDIS_KEY_PREFIX: PREFIX, REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS) };
    one = await startTestApp({ ...env, REDIS_URL: `redis://127.0.0.1:${proxy.port}` }, { logger });
    two = await startTestApp({ ...env, REDIS_URL }, { clock: hourAhead() });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await proxy?.close();
  });

  it("keeps the counters in Redis, shared by apps with their own databases and clocks", async () => {
    for (const target of [one, two, one, two, one]) {
      await target.client().post("/api/admin/login").send({ password: "wrong" }).expect(401);
    }
    for (const target of [two, one]) {
      const refused = await target
        .client()
        .post("/api/admin/login")
        .send({ password: "test-admin-password" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(880);
    }
    expect(await databaseCounters()).toBe(0);
    expect(await keysIn("adminLogin:*")).toBe(1);
  });

  it("counts in PostgreSQL at once while Redis is down, and in Redis again once it is back", async () => {
    await proxy.down();
    const kofi = await signUp(one.client());
    const c = one.client();
    const signIn = (password: string) =>
      c.post("/api/auth/login").send({ email: kofi.email, password });
    const wrong = await Promise.all(Array.from({ length: 10 }, () => signIn("not-his-password")));
    expect(wrong.map((res) => res.status)).toEqual(Array(10).fill(401));
    // The old client waited a second on the dead Redis, then let the attempt through: refused,
    // it was counted, in PostgreSQL, with the connection refused and no timeout to wait out.
    await signIn(kofi.password).expect(429);
    expect(await databaseCounters()).toBeGreaterThan(0);
    expect(await keysIn("signIn:*")).toBe(0);
    // Logged once the watch judges it an outage, a few seconds on (decision 76), not per request.
    await until("the switch is logged", () => switches().length > 0, JUDGED_WITHIN_MS);
    expect(switches()).toEqual([
      "rate limits: Redis does not answer; counting in PostgreSQL until it does",
    ]);

    await proxy.up();
    const limiter = one.application.container.get<FailoverRateLimiter>(TOKENS.RateLimiter);
    while (!(await limiter.redis.answering())) await new Promise((r) => setTimeout(r, 20));
    const before = await databaseCounters();
    await signIn("not-his-password").expect(401);
    // Per address and e-mail, per address, and the account's backoff (decision 86).
    expect(await keysIn("signIn:*")).toBe(3);
    expect(await databaseCounters()).toBe(before);
    await until("the return is logged", () => switches().length === 2, JUDGED_WITHIN_MS);
    expect(switches()[1]).toBe("rate limits: Redis answers again; counting in Redis");
  });

  it("does not let a request wait on a Redis that stops answering", async () => {
    proxy.freeze();
    // A frozen Redis never answers: without the bound the request would wait for ever. It is
    // answered while Redis is still frozen, and counted in PostgreSQL, not let through.
    const answered = one.client().post("/api/admin/login").send({});
    const bound = REDIS_TIMEOUT_MS * 5;
    const status = await Promise.race([
      answered.then((res) => res.status),
      new Promise((resolve) => setTimeout(() => resolve(`no answer after ${bound} ms`), bound)),
    ]);
    // No password: answered 400 without hashing.
    expect(status).toBe(400);
    const counted = await one.sql(
      "SELECT key FROM rate_limit_counters WHERE key LIKE 'adminLogin:%'",
    );
    expect(counted).toHaveLength(1);
    await until("the frozen Redis is logged", () => switches().length === 3, JUDGED_WITHIN_MS);
    await proxy.up();
  });
});
