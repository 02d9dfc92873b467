import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { DataSource } from "typeorm";
import { AdvisoryJobLock } from "../../src/adapters/persistence/advisory-job-lock.js";
import { JobHeldError } from "../../src/modules/jobs/jobs.errors.js";
import { databaseUrl } from "../support/database-templates.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/**
 * Issue 14, "jobs run once": two runs of a cron job at once, as two machines' cron (or cron and
 * an operator) start them. Real processes of the built CLI on a PostgreSQL server; on the
 * embedded database, the services of one process against PGlite.
 */
const root = path.resolve(__dirname, "../..");
const cliMain = path.join(root, "build/cli/main.js");
const silent = { info() {}, warn() {}, error() {} };

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
}

function startCli(url: string, ...args: string[]): Run {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "jobs-test-admin-password",
    PUBLIC_URL: "https://ofie.test",
  };
  delete env.SMTP_URL; // mail stays in mail_outbox, where the test counts it
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [cliMain, ...args], { cwd: root, env, stdio: "pipe" });
  let out = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    out += chunk;
  });
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out: out.trim() })),
  );
  return { child, done };
}

/** The first of the runs to end, or null when none has within `ms`. */
async function firstToEnd(runs: Run[], ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  const ended = runs.map((run, index) => run.done.then((result) => ({ index, ...result })));
  try {
    return await Promise.race([...ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe("on a PostgreSQL server, two CLI processes at once", () => {
  const name = `ofie_test_${randomBytes(6).toString("hex")}`;
  const url = databaseUrl(postgresServerUrl(), name);
  let db: Client;

  beforeAll(async () => {
    if (!existsSync(cliMain))
      throw new Error(`${cliMain} is missing: run \`npm run build:server\``);
    const admin = new Client({ connectionString: postgresServerUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const migrated = await startCli(url, "migrate").done;
    if (migrated.code !== 0) throw new Error(`migrate failed: ${migrated.out}`);
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

  it("send-alerts: one digest per due search; the second run says who holds the job and exits 0", async () => {
    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name)
       SELECT 'buyer' || i || '@example.com', 'x', 'Buyer' FROM generate_series(1, 5) i RETURNING id`,
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
    const runs = [startCli(url, "send-alerts"), startCli(url, "send-alerts")];
    const loser = await firstToEnd(runs, 30_000);
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
    // The rule that was already there: a later run finds nothing due.
    const again = await startCli(url, "send-alerts", "--frequency", "daily").done;
    expect(again).toEqual({ code: 0, out: "daily: 0 due, 0 mailed, 0 listing(s)" });
  });

  it("refresh-blog --force: both exit 0, each post is stored once, the loser read no feed", async () => {
    const waiting: http.ServerResponse[] = [];
    let requests = 0;
    // A feed that answers only when the test says so: the run that reads it holds the job meanwhile.
    const feeds = http.createServer((_req, res) => {
      requests += 1;
      waiting.push(res);
    });
    const port = await new Promise<number>((resolve) =>
      feeds.listen(0, "127.0.0.1", () => resolve((feeds.address() as AddressInfo).port)),
    );
    const answer = () => {
      for (const res of waiting.splice(0)) {
        res.writeHead(200, { "content-type": "application/rss+xml" }).end(RSS);
      }
    };
    try {
      const feed = `http://127.0.0.1:${port}/rss.xml`;
      const runs = [
        startCli(url, "refresh-blog", "--force", "--feed", feed),
        startCli(url, "refresh-blog", "--force", "--feed", feed),
      ];
      const loser = await firstToEnd(runs, 30_000);
      answer();
      const results = await Promise.all(runs.map((r) => r.done));
      answer(); // a second reader, had there been one

      expect(loser).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^Another run holds the job refresh-blog \(.+ pid \d+ since/),
      });
      expect(results[loser ? 1 - loser.index : 0]).toEqual({
        code: 0,
        out: "Blog refresh success: 2 added, 0 updated, 0 unchanged from 1 feed(s)",
      });
      expect(requests).toBe(1);
      const { rows: posts } = await db.query<{ slug: string; n: number }>(
        "SELECT slug, count(*)::int AS n FROM blog_posts GROUP BY slug ORDER BY slug",
      );
      expect(posts).toEqual([
        { slug: "accra-rents-climb-for-a-third-quarter", n: 1 },
        { slug: "lands-commission-digitises-land-title-registration", n: 1 },
      ]);
      const { rows: recorded } = await db.query("SELECT status FROM blog_refresh_runs");
      expect(recorded).toEqual([{ status: "success" }]);
    } finally {
      answer();
      await new Promise((resolve) => feeds.close(resolve));
    }
  });

  it("expire-listings: a run that finds the job held by another process does nothing", async () => {
    const owner = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('owner@example.com', 'x', 'Kojo') RETURNING id`,
    );
    await db.query(
      `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type, status, owner_id, expires_at)
       VALUES ('Kasoa plot', 'A walled plot near the new market road.', 90000, 'sale', 'Kasoa', 'Kasoa', 'Central',
               'land', 'available', $1, now() - interval '1 day')`,
      [owner.rows[0]?.id],
    );
    const dataSource = new DataSource({ type: "postgres", url });
    await dataSource.initialize();
    try {
      let held: { code: number | null; out: string } | undefined;
      await new AdvisoryJobLock(dataSource, silent).runExclusive("expire-listings", async () => {
        held = await startCli(url, "expire-listings").done;
      });
      expect(held).toEqual({
        code: 0,
        out: `Another run holds the job expire-listings (${os.hostname()} pid ${process.pid} since ${held?.out.match(/since (\S+)\)/)?.[1]}): this run did nothing.`,
      });
      const before = await db.query(
        "SELECT id FROM mail_outbox WHERE recipient = 'owner@example.com'",
      );
      expect(before.rows).toEqual([]);

      const free = await startCli(url, "expire-listings").done;
      expect(free).toMatchObject({
        code: 0,
        out: expect.stringMatching(/confirm links mailed: 1;/),
      });
    } finally {
      await dataSource.destroy();
    }
  });
});

describe("on this run's database, two runs of the services of one process at once", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://ofie.test" });
  });
  afterAll(async () => {
    await app.close();
  });

  it("send-alerts: one run sends one digest per due search, the other is told the job is held", async () => {
    const users = await app.sql<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name)
       SELECT 'renter' || i || '@example.com', 'x', 'Renter' FROM generate_series(1, 4) i RETURNING id`,
    );
    await app.sql(
      `INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
       SELECT id, 'Osu', '{"city":"Accra"}', 'daily', now() - interval '2 days' FROM unnest($1::int[]) AS id`,
      [users.map((u) => u.id)],
    );
    await app.sql(
      `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region, property_type, status, created_at)
       VALUES ('Osu studio', 'A studio two streets from Oxford Street.', 2500, 'rent', 'month',
               'Osu', 'Accra', 'Greater Accra', 'apartment', 'available', now() - interval '1 hour')`,
    );
    const { alerts } = app.application.services;
    const [a, b] = await Promise.allSettled([
      alerts.sendDigests("daily"),
      alerts.sendDigests("daily"),
    ]);

    const ran = [a, b].filter((r) => r.status === "fulfilled");
    const held = [a, b].filter((r) => r.status === "rejected");
    expect(ran).toEqual([
      {
        status: "fulfilled",
        value: [{ frequency: "daily", due: 4, mailed: 4, listings: 4, skipped: 0 }],
      },
    ]);
    expect(held).toHaveLength(1);
    const refused = (held[0] as PromiseRejectedResult).reason as JobHeldError;
    expect(refused).toBeInstanceOf(JobHeldError);
    expect(refused.holder).toMatch(`${os.hostname()} pid ${process.pid}`);
    const mails = await app.sql<{ recipient: string }>("SELECT recipient FROM mail_outbox");
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(4);
  });
});

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Ghana Property News</title>
    <link>https://news.example.com</link>
    <description>Property news</description>
    <item>
      <title>Accra rents climb for a third quarter</title>
      <link>https://news.example.com/accra-rents</link>
      <description>Rents in East Legon rose again.</description>
      <pubDate>Tue, 10 Feb 2026 09:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Lands Commission digitises land title registration</title>
      <link>https://news.example.com/lands-commission</link>
      <description>Searches now take days, not months.</description>
      <pubDate>Mon, 02 Feb 2026 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>`;
