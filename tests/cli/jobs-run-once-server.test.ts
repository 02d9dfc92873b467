import os from "node:os";
import { Client } from "pg";
import { DataSource } from "typeorm";
import { AdvisoryJobLock } from "../../src/adapters/persistence/advisory-job-lock.js";
import { openOwnConnection } from "../../src/adapters/persistence/own-connection.js";
import { databaseUrl, templateDatabaseName } from "../support/database-templates.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { testDatabaseName } from "../support/test-database.js";
import { appDatabaseEnv, poolerShow } from "../support/test-pooler.js";
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
 * Issue 14, "jobs run once": two runs of a cron job at once, as two machines' cron (or cron and
 * an operator) start them: real processes of the built CLI on a PostgreSQL server, the same
 * whichever database this run is on, so the file runs once (scripts/test-suites.mjs); in
 * `npm test` through its PgBouncer in transaction mode, as a pooled production runs them.
 */
const silent = { info() {}, warn() {}, error() {} };

describe("on a PostgreSQL server, two CLI processes at once", () => {
  const name = testDatabaseName();
  const url = databaseUrl(postgresServerUrl(), name);
  const env = appDatabaseEnv(url);
  let db: Client;

  /** What the server and the pooler show when neither run ends: who waits, and on what. */
  async function explain(): Promise<string> {
    const { rows } = await db.query(
      `SELECT pid, application_name, state, wait_event_type, wait_event, backend_type,
              now() - xact_start AS in_transaction, left(query, 120) AS query
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const { rows: totals } = await db.query(
      `SELECT count(*)::int AS connections, current_setting('max_connections') AS max
         FROM pg_stat_activity WHERE backend_type = 'client backend'`,
    );
    return [
      "pg_stat_activity (this database):",
      ...rows.map((row) => JSON.stringify(row)),
      `server-wide: ${JSON.stringify(totals[0])}`,
      "pooler SHOW POOLS:",
      await poolerShow("SHOW POOLS"),
    ].join("\n");
  }

  beforeAll(async () => {
    assertCliBuilt();
    const admin = new Client({ connectionString: postgresServerUrl() });
    await admin.connect();
    // On a server run, a copy of its migrated template: migrating is not the point here (the CLI
    // migrating through PgBouncer is the restore's, tests/faults/backup-under-writes.test.ts).
    const template = process.env.DATABASE_URL ? templateDatabaseName("migrated") : undefined;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.end();
    if (!template) {
      const migrated = await startCli(env, "migrate").done;
      if (migrated.code !== 0) throw new Error(`migrate failed: ${migrated.out}`);
    }
    db = new Client({ connectionString: url });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    const admin = new Client({ connectionString: postgresServerUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it(
    "send-alerts: one digest per due search; the second run says who holds the job and exits 0",
    async () => {
      const { rows: users } = await db.query<{ id: number }>(
        `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at)
       SELECT 'buyer' || i || '@example.com', 'buyer' || i || '@example.com', 'x', 'Buyer', now() FROM generate_series(1, 5) i RETURNING id`,
      );
      const { rows: searches } = await db.query<{ id: number }>(
        `INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
       SELECT id, 'Tema rentals ' || id, '{"city":"Tema","type":"rent"}', 'daily', now() - interval '2 days'
         FROM unnest($1::int[]) AS id RETURNING id`,
        [users.map((u) => u.id)],
      );
      await db.query(
        `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region, property_type, status, created_at)
       VALUES ('Community 25 flat', 'Two bedrooms with a prepaid meter and water tank.', 3500, 'rent', 'month',
               'Community 25', 'Tema', 'Greater Accra', 'apartment', 'available', now() - interval '1 hour')`,
      );

      // A transaction of ours holds one search's row: whichever run gets the job stops at its
      // update, still holding the job, so the two runs surely overlap.
      const blocker = new Client({ connectionString: url });
      await blocker.connect();
      await blocker.query("BEGIN");
      await blocker.query("SELECT id FROM saved_searches WHERE id = $1 FOR UPDATE", [
        searches[0]?.id,
      ]);
      const runs = [startCli(env, "send-alerts"), startCli(env, "send-alerts")];
      const loser = await firstToEnd(runs, LOSER_WAIT_MS, explain);
      await blocker.query("ROLLBACK");
      await blocker.end();
      const results = await Promise.all(runs.map((r) => r.done));

      expect(loser).toMatchObject({
        code: 0,
        out: expect.stringMatching(
          new RegExp(
            `^Another run holds the job send-alerts \\(${os.hostname()} pid \\d+ since [0-9T:-]+Z\\): this run did nothing\\.$`,
          ),
        ),
      });
      const winner = results[loser ? 1 - loser.index : 0];
      expect(winner).toEqual({
        code: 0,
        out: "daily: 5 due, 5 mailed, 5 listing(s)\nweekly: 0 due, 0 mailed, 0 listing(s)",
      });
      const { rows: mails } = await db.query<{ recipient: string; n: number }>(
        "SELECT recipient, count(*)::int AS n FROM mail_outbox GROUP BY recipient ORDER BY recipient",
      );
      expect(mails).toEqual(
        [1, 2, 3, 4, 5].map((i) => ({ recipient: `buyer${i}@example.com`, n: 1 })),
      );
      // That a later run finds nothing due is tests/cli/send-alerts.test.ts's.
    },
    TWO_RUNS_TEST_MS,
  );

  it(
    "refresh-blog --force: both exit 0, each post is stored once, the loser read no feed",
    async () => {
      const feed = await heldFeed();
      try {
        const runs = [
          startCli({ ...env, ...HELD_FEED_ENV }, "refresh-blog", "--force", "--feed", feed.url),
          startCli({ ...env, ...HELD_FEED_ENV }, "refresh-blog", "--force", "--feed", feed.url),
        ];
        const loser = await firstToEnd(runs, LOSER_WAIT_MS, explain);
        feed.answer();
        const results = await Promise.all(runs.map((r) => r.done));
        feed.answer(); // a second reader, had there been one

        expect(loser).toMatchObject({
          code: 0,
          out: expect.stringMatching(/^Another run holds the job refresh-blog \(.+ pid \d+ since/),
        });
        expect(results[loser ? 1 - loser.index : 0]).toEqual({
          code: 0,
          out: "Blog refresh success: 2 added, 0 updated, 0 unchanged from 1 feed(s)",
        });
        expect(feed.requests()).toBe(1);
        const { rows: posts } = await db.query<{ slug: string; n: number }>(
          "SELECT slug, count(*)::int AS n FROM blog_posts GROUP BY slug ORDER BY slug",
        );
        expect(posts).toEqual(FEED_SLUGS.map((slug) => ({ slug, n: 1 })));
        const { rows: recorded } = await db.query("SELECT status FROM blog_refresh_runs");
        expect(recorded).toEqual([{ status: "success" }]);
      } finally {
        await feed.close();
      }
    },
    TWO_RUNS_TEST_MS,
  );

  it("expire-listings: a run that finds the job held by another process does nothing", async () => {
    const owner = await db.query<{ id: number }>(
      `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at) VALUES ('owner@example.com', 'owner@example.com', 'x', 'Kojo', now()) RETURNING id`,
    );
    await db.query(
      `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type, status, owner_id, expires_at)
       VALUES ('Kasoa plot', 'A walled plot near the new market road.', 90000, 'sale', 'Kasoa', 'Kasoa', 'Central',
               'land', 'available', $1, now() - interval '1 day')`,
      [owner.rows[0]?.id],
    );
    let held: { code: number | null; out: string } | undefined;
    // The pool would note a finished run in job_runs; this one's only purpose is to hold the job.
    const pool = new DataSource({ type: "postgres", url: env.DATABASE_URL });
    await new AdvisoryJobLock(() => openOwnConnection(env.DATABASE_URL), pool, silent).runExclusive(
      "expire-listings",
      async () => {
        held = await startCli(env, "expire-listings").done;
      },
    );
    expect(held).toEqual({
      code: 0,
      out: `Another run holds the job expire-listings (${os.hostname()} pid ${process.pid} since ${held?.out.match(/since (\S+)\)/)?.[1]}): this run did nothing.`,
    });
    const before = await db.query(
      "SELECT id FROM mail_outbox WHERE recipient = 'owner@example.com'",
    );
    expect(before.rows).toEqual([]);

    const free = await startCli(env, "expire-listings").done;
    expect(free).toMatchObject({
      code: 0,
      out: expect.stringMatching(/confirm links mailed: 1;/),
    });
  });
});
