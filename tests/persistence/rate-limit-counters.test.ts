import { SqlRateLimiter } from "../../src/adapters/modules/rate-limits/sql-rate-limiter.js";
import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";

/**
 * The rate limits' adapter (the PostgreSQL counters), called directly on this run's database
 * (PGlite or a PostgreSQL server).
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const db = () => app.application.container.get<DbContext>(TOKENS.Db);
/**
 * As rate-limits.bindings.ts builds it without Redis. A new one per test: a limiter sweeps ended
 * windows at its first hit, then once a minute.
 */
const limiter = () => new SqlRateLimiter(db().dataSource);

describe("RateLimiter (SqlRateLimiter, the PostgreSQL counters)", () => {
  const counter = async (key: string) =>
    (
      await app.sql<{ hits: number; resets_at: Date; wait_until: Date | null }>(
        `SELECT hits, resets_at, wait_until FROM rate_limit_counters WHERE key = $1`,
        [key],
      )
    )[0];
  /** Moves the counter's window end to `seconds` from the database's now (negative: ended). */
  const endWindowIn = (key: string, seconds: number) =>
    app.sql(
      `UPDATE rate_limit_counters
          SET resets_at = statement_timestamp() + make_interval(secs => $2::float8)
        WHERE key = $1`,
      [key, seconds],
    );

  it("counts hits under a key within its window, refusing those past the limit", async () => {
    const signIn = limiter();
    const verdicts = [];
    for (let i = 0; i < 5; i += 1) verdicts.push(await signIn.hit("signIn:kofi", 3, 600));
    expect(verdicts.slice(0, 3)).toEqual([
      { allowed: true, hits: 1 },
      { allowed: true, hits: 2 },
      { allowed: true, hits: 3 },
    ]);
    expect(verdicts.slice(3).map((v) => [v.allowed, v.hits])).toEqual([
      [false, 4],
      [false, 5],
    ]);
    for (const refused of verdicts.slice(3)) {
      if (refused.allowed) throw new Error("expected a refusal");
      expect(refused.retryAfterSeconds).toBeGreaterThan(500);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    expect(await counter("signIn:kofi")).toMatchObject({ hits: 5 });
    expect((await limiter().hit("signIn:ama", 3, 600)).hits).toBe(1);
  });

  it("ends a window by the database's clock, its end fixed at the first hit", async () => {
    const rateLimiter = limiter();
    await rateLimiter.hit("contact:osu", 2, 3600);
    const [row] = await app.sql<{ seconds: number }>(
      `SELECT extract(epoch FROM resets_at - now())::float8 AS seconds FROM rate_limit_counters`,
    );
    expect(row.seconds).toBeGreaterThan(3500);
    expect(row.seconds).toBeLessThanOrEqual(3600);
    const { resets_at: end } = await counter("contact:osu");
    await rateLimiter.hit("contact:osu", 2, 3600);
    expect((await counter("contact:osu")).resets_at).toEqual(end);
  });

  it("rounds the wait up to whole seconds, from a window given in fractions of one", async () => {
    // A limit of 0 refuses the first hit, whose wait is the whole window within one statement.
    expect(await limiter().hit("newsletter:abena", 0, 90.5)).toEqual({
      allowed: false,
      hits: 1,
      retryAfterSeconds: 91,
    });
  });

  it("starts a new window at the first hit after the old one ended", async () => {
    const rateLimiter = limiter();
    for (let i = 0; i < 4; i += 1) await rateLimiter.hit("signIn:yaw", 3, 60);
    await endWindowIn("signIn:yaw", -1);
    expect(await rateLimiter.hit("signIn:yaw", 3, 60)).toEqual({ allowed: true, hits: 1 });
    const [row] = await app.sql<{ fresh: boolean }>(
      `SELECT resets_at > now() + interval '50 seconds' AS fresh FROM rate_limit_counters`,
    );
    expect(row.fresh).toBe(true);
  });

  it("tells the time left of a running window, not of a new one", async () => {
    const rateLimiter = limiter();
    await rateLimiter.hit("report:listing-12", 1, 3600);
    await endWindowIn("report:listing-12", 30.9);
    const verdict = await rateLimiter.hit("report:listing-12", 1, 3600);
    expect(verdict).toMatchObject({ allowed: false, hits: 2 });
    const wait = verdict.allowed ? 0 : verdict.retryAfterSeconds;
    // About 31 s (less whatever a loaded machine took between the two statements), not 3600.
    expect(wait).toBeGreaterThanOrEqual(20);
    expect(wait).toBeLessThanOrEqual(31);
  });

  it("counts parallel hits atomically", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () => limiter().hit("signUp:10.0.0.7", 5, 60)),
    );
    expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(await counter("signUp:10.0.0.7")).toMatchObject({ hits: 8 });
  });

  it("gives one hit back on refund, never below zero, and not to an ended window or a missing key", async () => {
    const rateLimiter = limiter();
    await rateLimiter.hit("adminLogin:a", 5, 60);
    await rateLimiter.hit("adminLogin:a", 5, 60);
    await rateLimiter.refund("adminLogin:a");
    expect(await counter("adminLogin:a")).toMatchObject({ hits: 1 });
    await rateLimiter.refund("adminLogin:a");
    await rateLimiter.refund("adminLogin:a");
    expect(await counter("adminLogin:a")).toMatchObject({ hits: 0 });
    expect(await rateLimiter.hit("adminLogin:a", 1, 60)).toEqual({ allowed: true, hits: 1 });

    await rateLimiter.hit("adminLogin:b", 5, 60);
    await endWindowIn("adminLogin:b", -1);
    await rateLimiter.refund("adminLogin:b");
    expect(await counter("adminLogin:b")).toMatchObject({ hits: 1 });

    await rateLimiter.refund("adminLogin:never");
    expect(await counter("adminLogin:never")).toBeUndefined();
  });

  it("clears one counter, so its next hit starts afresh", async () => {
    const rateLimiter = limiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit("emailChange:kofi", 2, 3600);
    await rateLimiter.hit("emailChange:ama", 2, 3600);
    await rateLimiter.clear("emailChange:kofi");
    expect(await counter("emailChange:kofi")).toBeUndefined();
    expect(await counter("emailChange:ama")).toMatchObject({ hits: 1 });
    expect(await rateLimiter.hit("emailChange:kofi", 2, 3600)).toEqual({ allowed: true, hits: 1 });
  });

  describe("hitWithBackoff: one account's wrong passwords slowed, not locked (decision 86)", () => {
    const BACKOFF = { firstSeconds: 1, maxSeconds: 900 };
    const waitLeft = async (key: string) =>
      (
        await app.sql<{ seconds: number }>(
          `SELECT extract(epoch FROM wait_until - statement_timestamp())::float8 AS seconds
             FROM rate_limit_counters WHERE key = $1`,
          [key],
        )
      )[0]?.seconds;
    /** Ends the counter's wait, as waiting it out would. */
    const endWait = (key: string) =>
      app.sql(`UPDATE rate_limit_counters SET wait_until = statement_timestamp() WHERE key = $1`, [
        key,
      ]);
    /**
     * One hit and the wait it set, bounded by the database's clock read before the hit and after
     * it, so a slow machine widens the bounds rather than failing the test.
     */
    const hitAndWait = async (key: string) => {
      const [{ before }] = await app.sql<{ before: string }>(
        `SELECT statement_timestamp()::text AS before`,
      );
      const verdict = await limiter().hitWithBackoff(key, 3, 86400, BACKOFF);
      const [bounds] = await app.sql<{ least: number; most: number }>(
        `SELECT extract(epoch FROM wait_until - statement_timestamp())::float8 AS least,
                extract(epoch FROM wait_until - $2::timestamptz)::float8 AS most
           FROM rate_limit_counters WHERE key = $1`,
        [key, before],
      );
      return { verdict, ...bounds };
    };

    it("counts freely up to the limit; from it each counted hit makes the next wait, doubling", async () => {
      for (let hits = 1; hits <= 2; hits += 1) {
        const { verdict, least } = await hitAndWait("signIn:esi");
        expect({ verdict, least }).toEqual({ verdict: { allowed: true, hits }, least: null });
      }
      for (const [hits, wait] of [
        [3, 1],
        [4, 2],
        [5, 4],
        [6, 8],
      ]) {
        const { verdict, least, most } = await hitAndWait("signIn:esi");
        expect(verdict).toEqual({ allowed: true, hits });
        expect(least).toBeLessThanOrEqual(wait);
        expect(most).toBeGreaterThanOrEqual(wait);
        await endWait("signIn:esi");
      }
    });

    it("refuses a hit during the wait without counting it or moving the wait", async () => {
      const rateLimiter = limiter();
      for (let i = 0; i < 12; i += 1) {
        await rateLimiter.hitWithBackoff("signIn:yaa", 3, 86400, BACKOFF);
        await endWait("signIn:yaa");
      }
      // The 13th hit counts, and its wait is 2^10 s, held to 15 minutes.
      expect(await rateLimiter.hitWithBackoff("signIn:yaa", 3, 86400, BACKOFF)).toEqual({
        allowed: true,
        hits: 13,
      });
      const before = await counter("signIn:yaa");
      const refused = await Promise.all(
        Array.from({ length: 5 }, () => limiter().hitWithBackoff("signIn:yaa", 3, 86400, BACKOFF)),
      );
      for (const verdict of refused) {
        expect(verdict).toMatchObject({ allowed: false, hits: 13 });
        const wait = verdict.allowed ? 0 : verdict.retryAfterSeconds;
        expect(wait).toBeGreaterThan(800);
        expect(wait).toBeLessThanOrEqual(900);
      }
      expect(await counter("signIn:yaa")).toEqual(before);
    });

    it("lets one of many parallel tries through per wait", async () => {
      const rateLimiter = limiter();
      for (let i = 0; i < 3; i += 1)
        await rateLimiter.hitWithBackoff("signIn:ato", 3, 86400, BACKOFF);
      await endWait("signIn:ato");
      const verdicts = await Promise.all(
        Array.from({ length: 8 }, () => limiter().hitWithBackoff("signIn:ato", 3, 86400, BACKOFF)),
      );
      expect(verdicts.filter((v) => v.allowed)).toEqual([{ allowed: true, hits: 4 }]);
      expect(await counter("signIn:ato")).toMatchObject({ hits: 4 });
    });

    it("starts afresh, wait and all, after the window or a clear", async () => {
      const rateLimiter = limiter();
      for (let i = 0; i < 4; i += 1)
        await rateLimiter.hitWithBackoff("signIn:ekow", 3, 60, BACKOFF);
      await endWindowIn("signIn:ekow", -1);
      expect(await rateLimiter.hitWithBackoff("signIn:ekow", 3, 60, BACKOFF)).toEqual({
        allowed: true,
        hits: 1,
      });
      expect(await waitLeft("signIn:ekow")).toBeNull();
      for (let i = 0; i < 3; i += 1)
        await rateLimiter.hitWithBackoff("signIn:ekow", 3, 60, BACKOFF);
      await rateLimiter.clear("signIn:ekow");
      expect(await rateLimiter.hitWithBackoff("signIn:ekow", 3, 60, BACKOFF)).toEqual({
        allowed: true,
        hits: 1,
      });
    });
  });

  it("deletes ended windows at a limiter's first hit, keeping running ones", async () => {
    await limiter().hit("ended", 5, 60);
    await limiter().hit("running", 5, 60);
    await endWindowIn("ended", -5);
    await limiter().hit("new", 5, 60);
    const keys = await app.sql<{ key: string }>(`SELECT key FROM rate_limit_counters ORDER BY key`);
    expect(keys.map((k) => k.key)).toEqual(["new", "running"]);
  });
});
