import { randomBytes } from "node:crypto";
import { SqlPhotoQueue } from "../../src/adapters/modules/photos/sql-photo-queue.js";
import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { connectBeside } from "./raw-connections.js";

// The photos table as the pipeline's queue (decision 50), on whichever database this run has.

let app: TestApp;
let db: DbContext;
let nudges: number;
let queue: SqlPhotoQueue;
beforeAll(async () => {
  app = await startTestApp();
  db = app.application.container.get<DbContext>(TOKENS.Db);
  queue = new SqlPhotoQueue(db, () => {
    nudges += 1;
  });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.reset();
  nudges = 0;
});

const LEASE_MS = 60_000;
const look = { width: 1600, height: 1200, colour: "#8a6f4e" };
const aKey = () => randomBytes(16).toString("hex");

/** Photos queued in order, each a millisecond of the database's time after the one before. */
async function queued(count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, aKey);
  await app.sql(
    `INSERT INTO photos (key, original_name, width, height, colour, next_attempt_at)
     SELECT k, 'sitting-room-' || i || '.jpg', 1600, 1200, '#8a6f4e',
            now() - interval '1 hour' + i * interval '1 millisecond'
       FROM unnest($1::text[]) WITH ORDINALITY AS t(k, i)`,
    [keys],
  );
  return keys;
}

const photo = async (key: string) =>
  (
    await app.sql<{
      status: string;
      attempts: number;
      last_error: string | null;
      ready: boolean;
      due_in_s: number;
    }>(
      `SELECT status, attempts, last_error, ready_at IS NOT NULL AS ready,
              extract(epoch FROM next_attempt_at - now())::float8 AS due_in_s
         FROM photos WHERE key = $1`,
      [key],
    )
  )[0];

describe("adding a photo", () => {
  it("joins the use case's transaction: queued and nudged once it commits; nothing, and no nudge, if it rolls back", async () => {
    const lost = aKey();
    await expect(
      db.run(async () => {
        await queue.add({ key: lost, originalName: "lost.jpg", look });
        throw new Error("the listing could not be saved");
      }),
    ).rejects.toThrow("could not be saved");
    expect(nudges).toBe(0);
    expect(await photo(lost)).toBeUndefined();

    const kept = aKey();
    let nudgedInside = true;
    await db.run(async () => {
      await queue.add({ key: kept, originalName: "kept.jpg", look });
      nudgedInside = nudges > 0;
    });
    expect(nudgedInside).toBe(false);
    expect(nudges).toBe(1);
    expect(await queue.waitingColour(kept)).toBe("#8a6f4e");
    expect(await queue.claimNext(LEASE_MS)).toEqual({
      key: kept,
      originalName: "kept.jpg",
      width: 1600,
      attempts: 1,
    });
  });
});

describe("claiming", () => {
  it("claims the longest-waiting due photo, one at a time, leasing it; none left: null", async () => {
    const keys = await queued(3);
    await app.sql(
      `INSERT INTO photos (key, original_name, width, height, colour, next_attempt_at)
       VALUES ($1, 'later.jpg', 800, 600, '#000000', now() + interval '1 hour')`,
      [aKey()],
    );
    const claimed: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) claimed.push((await queue.claimNext(LEASE_MS))?.key);
    expect(claimed).toEqual([...keys, undefined]);
    const leased = await photo(keys[0] as string);
    expect(leased).toMatchObject({ status: "waiting", attempts: 1 });
    expect(leased?.due_in_s).toBeGreaterThan(LEASE_MS / 1000 - 30);
    expect(await queue.countWaiting()).toBe(4);
  });

  it("takes a photo again once its lease has run out, as a further attempt", async () => {
    const [key] = await queued(1);
    expect(await queue.claimNext(0)).toMatchObject({ key, attempts: 1 });
    expect(await queue.claimNext(0)).toMatchObject({ key, attempts: 2 });
  });

  it("never hands the same photo to two workers", async () => {
    const keys = await queued(12);
    const claims = await Promise.all(Array.from({ length: 24 }, () => queue.claimNext(LEASE_MS)));
    const claimed = claims.flatMap((claim) => (claim ? [claim.key] : []));
    expect([...claimed].sort()).toEqual([...keys].sort());
    expect(claims.filter((claim) => claim === null)).toHaveLength(12);
  });

  it("leaves a photo another worker is claiming right now to that worker", async () => {
    const server = app.application.database.kind === "server";
    const [held, next] = (await queued(2)) as [string, string];
    const other = await connectBeside(app.application.database.dataSource);
    try {
      await other.query("BEGIN");
      await other.query(
        `UPDATE photos SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute'
          WHERE key = (SELECT key FROM photos WHERE key = $1 FOR UPDATE)`,
        [held],
      );
      const claim = queue.claimNext(LEASE_MS);
      // A server skips the locked row at once; the embedded session runs the claim after the
      // other connection's transaction, when the row is leased.
      if (!server) await other.query("COMMIT");
      expect((await within("a claim beside a photo being claimed", claim, 20_000))?.key).toBe(next);
      if (server) await other.query("COMMIT");
    } finally {
      await other.end();
    }
    expect(await photo(held)).toMatchObject({ attempts: 1 });
  });
});

describe("the outcome of an attempt", () => {
  it("markReady ends the wait: ready, its time noted, the last error cleared, no placeholder colour", async () => {
    const [key] = (await queued(1)) as [string];
    await queue.claimNext(LEASE_MS);
    await queue.retryLater(key, 0, "sharp ran out of memory");
    await queue.claimNext(LEASE_MS);
    await queue.markReady(key);
    expect(await photo(key)).toMatchObject({ status: "ready", ready: true, last_error: null });
    expect(await queue.waitingColour(key)).toBeNull();
    expect(await queue.claimNext(0)).toBeNull();
    expect(await queue.countWaiting()).toBe(0);
  });

  it("retryLater keeps it waiting until the delay has passed; markFailed ends it; reasons are cut to 1000 characters", async () => {
    const [retried, failed] = (await queued(2)) as [string, string];
    await queue.retryLater(retried, 3_600_000, `timeout ${"x".repeat(2000)}`);
    await queue.markFailed(failed, `not an image ${"y".repeat(2000)}`);
    const waiting = await photo(retried);
    expect(waiting).toMatchObject({ status: "waiting" });
    expect(waiting?.last_error).toHaveLength(1000);
    expect(waiting?.due_in_s).toBeGreaterThan(3600 - 60);
    expect(await photo(failed)).toMatchObject({ status: "failed" });
    expect((await photo(failed))?.last_error).toHaveLength(1000);
    expect(await queue.claimNext(LEASE_MS)).toBeNull();
    expect(await queue.countWaiting()).toBe(1);
    expect(await queue.waitingColour(failed)).toBeNull();
  });
});
