import { Redis } from "ioredis";
import type { FailoverRateLimiter } from "../../src/adapters/redis/failover-rate-limiter.js";
import { TOKENS } from "../../src/container/tokens.js";
import { capturingLogger } from "../support/another-instance.js";
import { signUp } from "../support/builders.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { until } from "../support/until.js";
import { deleteKeys, hourAhead, ownKeyPrefix, REDIS_URL } from "./rate-limiter-support.js";

// Apps with REDIS_URL set: their counters in Redis, and in PostgreSQL while Redis is down or
// frozen. The two limiters alone are rate-limiter-adapters.test.ts.

// Every run uses its own key prefix on the shared Redis and deletes only its own keys.
const PREFIX = ownKeyPrefix();
/** The apps' Redis bound (REDIS_TIMEOUT_MS) in the tests that cut Redis off. */
const REDIS_TIMEOUT_MS = 3000;
/** The Redis watch logs an outage after 3 s of unanswered PINGs; generous for a shared machine. */
const JUDGED_WITHIN_MS = 20_000;

afterAll(() => deleteKeys(PREFIX));

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
