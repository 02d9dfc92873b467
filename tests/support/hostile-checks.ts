import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type supertest from "supertest";
import { hostileRequest, type Method, sendHostile } from "./hostile-requests.js";
import { hostilePathSegment } from "./hostile-values.js";
import type { TestApp } from "./test-app.js";

// The checks every hostile request's answer must pass (decision 29): never a 5xx, a clear 4xx,
// nothing stored on refusal. The values and requests themselves are in hostile-values.ts and
// hostile-requests.ts.
/** Signs of an internal failure leaking into an answer meant for the user. */
const INTERNALS = /QueryFailed|TypeError|ReferenceError|ECONN|SQLSTATE|\bat \w+ \(|node_modules/;

/**
 * Never a 5xx; a 4xx carries a short, plain message, and a validation failure (400) says
 * which fields are wrong, each with at least one message.
 */
export function expectCleanAnswer(res: supertest.Response): void {
  const shown = `${res.status} ${res.text?.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(`server error: ${shown}`);
  if (res.status < 400) return;
  const message: unknown = res.body?.message;
  if (typeof message !== "string" || message.trim() === "" || message.length > 300) {
    throw new Error(`a ${res.status} without a clear message: ${shown}`);
  }
  if (INTERNALS.test(res.text)) throw new Error(`internals leaked: ${shown}`);
  if (res.body.code === "VALIDATION_FAILED") {
    const errors = res.body.errors as Record<string, unknown> | undefined;
    const fields = Object.entries(errors ?? {});
    const clear = fields.every(
      ([, messages]) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((m) => typeof m === "string" && m.trim() !== ""),
    );
    if (fields.length === 0 || !clear) throw new Error(`a 400 without field messages: ${shown}`);
  }
}

/** Tables that change on any request (sessions) are no write of the endpoint under test. */
const NOT_WRITES = /session|rate_limit|migrations/;

/**
 * A fingerprint of every table (row count and a hash of the rows) and of the stored uploads,
 * to show that a refused request wrote nothing: no row added, changed or removed, no file left.
 */
export async function snapshotStore(app: TestApp): Promise<Record<string, string>> {
  const tables = (
    await app.sql<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  )
    .map((t) => t.tablename)
    .filter((t) => !NOT_WRITES.test(t));
  const rows = await app.sql<{ t: string; n: number; h: string }>(
    tables
      .map(
        (t) =>
          `SELECT '${t}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`,
      )
      .join(" UNION ALL "),
  );
  const snapshot: Record<string, string> = {};
  for (const row of rows) snapshot[row.t] = `${row.n} rows, ${row.h}`;
  const uploads = path.join(app.application.config.dataDir, "uploads");
  snapshot.uploads = fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true }).sort().join(",")
    : "";
  return snapshot;
}

export interface StatusTally {
  counts: Record<number, number>;
  /** True when at least one answer came from past the door: validation, a decision, a success. */
  reachedValidation(): boolean;
}

export function tallyStatuses(): StatusTally & { add(status: number): void } {
  const counts: Record<number, number> = {};
  return {
    counts,
    add(status) {
      counts[status] = (counts[status] ?? 0) + 1;
    },
    reachedValidation() {
      return Object.keys(counts).some((s) => ![401, 403, 413, 415, 429].includes(Number(s)));
    },
  };
}

/** Runs per endpoint: enough to meet each kind of bad input, few enough for a rate limit and 2 cores. */
export const RUNS = Number(process.env.FC_RUNS ?? 25);

export interface WriteCase {
  method: Method;
  /** The URL: with the real id or token when `segment` is undefined, else with that hostile one. */
  url: (segment?: string) => string;
  /** A valid body the hostile ones are made from. */
  valid: Record<string, unknown>;
  /** The client to send with (signed in as needed, so that validation is reached, not only 401). */
  client: () => supertest.Agent;
  /** How often the path segment is hostile rather than the real id (0 for routes without one). */
  hostilePath?: boolean;
}

/**
 * The property every write endpoint must have: whatever body (and id) it is sent, it answers
 * without a server error, a refusal is clear, and a refusal changes nothing stored.
 */
export async function checkWrite(app: TestApp, write: WriteCase, runs = RUNS): Promise<void> {
  const tally = tallyStatuses();
  const segment = write.hostilePath
    ? fc.option(hostilePathSegment, { freq: 3, nil: undefined })
    : fc.constant(undefined);
  // One snapshot per run: the store as it was after the last run (refusals leave it as it was).
  let before = await snapshotStore(app);
  await fc.assert(
    fc.asyncProperty(hostileRequest(write.valid), segment, async (request, seg) => {
      const res = await sendHostile(write.client(), write.method, write.url(seg), request);
      tally.add(res.status);
      const previous = before;
      before = await snapshotStore(app);
      expectCleanAnswer(res);
      if (res.status >= 400) expect(before).toEqual(previous);
    }),
    { numRuns: runs },
  );
  if (process.env.FC_TALLY) console.log(write.method, write.url(), tally.counts);
  // Guards the property itself: a wall of 401s or 429s would pass while testing nothing.
  if (!tally.reachedValidation()) {
    throw new Error(`never got past the door: ${JSON.stringify(tally.counts)}`);
  }
}

/** One part of a multipart form: a text field, or a file. */
