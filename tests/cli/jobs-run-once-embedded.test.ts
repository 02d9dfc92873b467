import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import {
  assertCliBuilt,
  FEED_SLUGS,
  firstToEnd,
  HELD_FEED_ENV,
  heldFeed,
  LOSER_WAIT_MS,
  startCli,
  TWO_RUNS_TEST_MS,
} from "./job-runs.js";

/**
 * Issue 14, "jobs run once", on the embedded default: the server holds PGlite and cron's
 * commands reach it through its socket in DATA_DIR (decision 37), all in one database session,
 * where only the job_leases row (decision 36) keeps two runs apart. Embedded whatever the mode.
 * The lease is the same for every job: one job shows it, with runs that surely overlap. What
 * send-alerts does when held is jobs-run-once-server's and jobs-run-once's, and that a later run
 * finds nothing due is send-alerts.test.ts's.
 */
let dataDir: string;
let server: BuiltApp;
const env = () => ({ DATA_DIR: dataDir });

/** SQL through the server's socket, one connection per call, as another client would. */
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({
    host: path.join(fs.realpathSync(dataDir), "run"),
    port: 5432,
    user: "postgres",
    database: "postgres",
  });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  assertCliBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-jobs-"));
  // Seeded, as the first start leaves it: that start's migrating and seeding are not the point.
  await fillEmbeddedSeeded(dataDir);
  server = await startBuiltApp({ databaseUrl: undefined, dataDir });
}, 180_000);
afterAll(async () => {
  await server?.process.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(
  "refresh-blog --force twice at once beside the server: both exit 0, each post once, the loser says who holds the job",
  async () => {
    const feed = await heldFeed();
    try {
      const runs = [
        startCli({ ...env(), ...HELD_FEED_ENV }, "refresh-blog", "--force", "--feed", feed.url),
        startCli({ ...env(), ...HELD_FEED_ENV }, "refresh-blog", "--force", "--feed", feed.url),
      ];
      const loser = await firstToEnd(runs, LOSER_WAIT_MS);
      feed.answer();
      const results = await Promise.all(runs.map((r) => r.done));
      feed.answer();

      expect(loser).toMatchObject({
        code: 0,
        out: expect.stringMatching(
          new RegExp(
            `^Another run holds the job refresh-blog \\(${os.hostname()} pid \\d+ since [0-9T:-]+Z\\): this run did nothing\\.$`,
          ),
        ),
      });
      expect(results[loser ? 1 - loser.index : 0]).toEqual({
        code: 0,
        out: "Blog refresh success: 2 added, 0 updated, 0 unchanged from 1 feed(s)",
      });
      expect(feed.requests()).toBe(1);
      const posts = await sql<{ slug: string; n: number }>(
        "SELECT slug, count(*)::int AS n FROM blog_posts WHERE slug = ANY($1) GROUP BY slug ORDER BY slug",
        [FEED_SLUGS],
      );
      expect(posts).toEqual(FEED_SLUGS.map((slug) => ({ slug, n: 1 })));
      expect(await sql("SELECT name FROM job_leases")).toEqual([]);
    } finally {
      await feed.close();
    }
  },
  TWO_RUNS_TEST_MS,
);
