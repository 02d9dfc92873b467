import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { Client } from "pg";
import { RATE_LIMITS } from "#modules/rate-limits/rate-limit-rules.js";
import { agents } from "#seeds/data/agents.js";
import { properties } from "#seeds/data/properties.js";
import { startCli } from "../cli/job-runs.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { databaseUrl, onServer } from "../support/database-templates.js";
import { aPng } from "../support/media.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { type RoundRobinProxy, startRoundRobinProxy } from "../support/round-robin-proxy.js";
import { type S3Server, startS3Server } from "../support/s3-server.js";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { testDatabaseName } from "../support/test-database.js";
import { appDatabaseEnv } from "../support/test-pooler.js";
import { until } from "../support/until.js";
import { newUserThrough, PASSWORD, sessionCookie } from "./two-instances-support.js";

/**
 * Issue 19: two machines, one site. Two processes of the built app, each with its own DATA_DIR
 * (two machines' disks), started together on one new PostgreSQL database, one Redis and one S3
 * bucket, behind a proxy that sends each request to the next machine in turn (docker-compose.yml
 * and deploy/Caddyfile describe the same picture). The database does not follow the run's mode,
 * so the file runs once (scripts/test-suites.mjs); in `npm test` the machines reach it through
 * its PgBouncer in transaction mode, LISTEN direct (decision 59).
 */
const name = testDatabaseName("two");
const url = databaseUrl(postgresServerUrl(), name);
/** What the machines are given: `url`, or the run's PgBouncer in front of it. */
const database = appDatabaseEnv(url);
const REDIS_URL = "redis://127.0.0.1:6379";
const REDIS_KEY_PREFIX = `${name}:`;

let s3: S3Server;
let smtp: SmtpServer;
let proxy: RoundRobinProxy;
let db: Client;
let apps: BuiltApp[] = [];
/** Each machine's environment: what it shares with the other, and its own disk. */
let machines: { dataDir: string; env: Record<string, string> }[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-two-"));
  dirs.push(dir);
  return dir;
};

const admin = (sql: string) => onServer(postgresServerUrl(), sql);

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  s3 = await startS3Server();
  smtp = await startSmtpServer();
  const shared = {
    ...database,
    REDIS_URL,
    REDIS_KEY_PREFIX,
    SMTP_URL: smtp.url,
    MAIL_RELAY_POLL_MS: "200",
    ...s3.env,
  };
  machines = [tempDir(), tempDir()].map((dataDir) => ({
    dataDir,
    env: { ...shared, DATA_DIR: dataDir },
  }));
  const started = await Promise.allSettled(
    machines.map((m) =>
      startBuiltApp({
        databaseUrl: database.DATABASE_URL,
        listenUrl: database.DATABASE_LISTEN_URL,
        dataDir: m.dataDir,
        env: m.env,
      }),
    ),
  );
  apps = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
  if (failed.length > 0) throw new Error(`a machine did not start:\n${failed.join("\n")}`);
  proxy = await startRoundRobinProxy(apps.map((app) => app.baseUrl));
  db = new Client({ connectionString: url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.process.stop()));
  await proxy?.close();
  await smtp?.close();
  await s3?.close();
  await db?.end();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_KEY_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

const newUser = (label: string) => newUserThrough(proxy.url, label);

/** A listing the user owns (so Manage Listings lets them edit it), for sale in Accra. */
async function ownListing(ownerId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type, status, owner_id)
     VALUES ('Airport Residential flat', 'Two bedrooms, a standby generator and a pool.', 2100000, 'sale',
             'Airport Residential', 'Accra', 'Greater Accra', 'apartment', 'available', $1)
     RETURNING id`,
    [ownerId],
  );
  return rows[0]?.id as number;
}

it("both machines, started together on an empty database, migrated it and loaded the seed once", async () => {
  const seededBy = apps.filter((app) =>
    app.process.output().includes("first start: loaded the Ghana seed data"),
  );
  expect(seededBy).toHaveLength(1);
  expect(await count("properties")).toBe(properties.length);
  expect(await count("agents")).toBe(agents.length);
  const { rows } = await db.query<{ runs: number; names: number }>(
    "SELECT count(*)::int AS runs, count(DISTINCT name)::int AS names FROM migrations",
  );
  expect(rows[0]?.runs).toBe(rows[0]?.names);
  // Seeded rows without a natural key would show a second load.
  const clicks = await count("contact_clicks");
  expect(clicks).toBeGreaterThan(0);
  const summary = /"contactClicks":\{"inserted":(\d+)/.exec(seededBy[0]?.process.output() ?? "");
  expect(clicks).toBe(Number(summary?.[1]));
});

it("a session signed in through the proxy is signed in on both machines", async () => {
  const { email } = await newUser("session");
  const signIn = await fetch(`${proxy.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const headers = { cookie: sessionCookie(signIn) };
  const before = proxy.served.length;
  const seen = [];
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${proxy.url}/api/auth/user`, { headers });
    seen.push({ status: res.status, email: ((await res.json()) as { email?: string }).email });
  }
  expect(seen).toEqual(Array(4).fill({ status: 200, email }));
  expect(new Set(proxy.served.slice(before))).toEqual(new Set([0, 1]));
});

it("a price edit through one machine is seen on the other within a second, read cache on", async () => {
  const owner = await newUser("owner");
  const id = await ownListing(owner.id);
  const read = async (app: BuiltApp) => {
    const res = await fetch(`${app.baseUrl}/api/properties/${id}`);
    return {
      cache: res.headers.get("x-cache"),
      price: ((await res.json()) as { price: string }).price,
    };
  };
  // Each machine keeps the listing's answer (the NOTIFY of its insert, arriving late, may empty
  // a cache once more before that).
  for (const app of apps) {
    let kept = await read(app);
    await until(
      "the machine answers from its cache",
      async () => {
        kept = await read(app);
        return kept.cache === "hit";
      },
      5000,
    );
    expect(kept).toEqual({ cache: "hit", price: "2100000.00" });
  }
  const res = await fetch(`${proxy.url}/api/my-listings/${id}`, {
    method: "PUT",
    headers: { ...owner.headers, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Airport Residential flat",
      description: "Two bedrooms, a standby generator and a pool.",
      price: "1990000",
    }),
  });
  expect(res.status).toBe(200);
  const edited = Date.now();
  const other = apps[1 - (proxy.served.at(-1) as number)] as BuiltApp;
  await until(
    "the other machine shows the new price",
    async () => (await read(other)).price === "1990000.00",
    1000,
    20,
  );
  process.stdout.write(`the other machine showed the edit ${Date.now() - edited} ms after it\n`);
});

it("sign-in limits are shared: tries alternating between machines are refused at one machine's count", async () => {
  const limit = RATE_LIMITS.signIn.rules[0]?.limit as number;
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const res = await fetch(`${apps[i % 2]?.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "guessed@example.com", password: `wrong-${i}` }),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array(limit).fill(401), 429]);
});

it("send-alerts started on both machines at once mails each digest once", async () => {
  const { rows: users } = await db.query<{ id: number }>(
    `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at)
     SELECT 'digest' || i || '@example.com', 'digest' || i || '@example.com', 'x', 'Kofi', now() FROM generate_series(1, 3) i RETURNING id`,
  );
  await db.query(
    `INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
     SELECT id, 'Tema rentals', '{"city":"Tema","type":"rent"}', 'daily', now() - interval '2 days'
       FROM unnest($1::int[]) AS id`,
    [users.map((u) => u.id)],
  );
  await db.query(
    `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region, property_type, status, created_at)
     VALUES ('Community 25 flat', 'Two bedrooms with a prepaid meter and water tank.', 3500, 'rent', 'month',
             'Community 25', 'Tema', 'Greater Accra', 'apartment', 'available', now() - interval '1 hour')`,
  );
  const runs = machines.map((m) => startCli(m.env, "send-alerts"));
  const outs = (await Promise.all(runs.map((r) => r.done))).map((r) => `${r.code} ${r.out}`);
  const sent = "0 daily: 3 due, 3 mailed, 3 listing(s)\nweekly: 0 due, 0 mailed, 0 listing(s)";
  expect(outs).toContain(sent);
  // The other found the job held (its holder named unless it ended before being read) or, started
  // after the first had ended, nothing due.
  expect(outs.find((out) => out !== sent)).toMatch(
    /^0 (Another run holds the job send-alerts( \(.+\))?: this run did nothing\.$|daily: 0 due, 0 mailed, 0 listing\(s\)\n)/,
  );
  // The machines' relays send the outbox; once nothing waits there, the sink has all there is.
  await until(
    "the outbox is sent",
    async () =>
      (await count("mail_outbox")) === (await count("mail_outbox WHERE sent_at IS NOT NULL")),
    20_000,
  );
  const digests = smtp.received.flatMap((m) => m.to.filter((to) => to.startsWith("<digest")));
  expect(digests.sort()).toEqual([
    "<digest1@example.com>",
    "<digest2@example.com>",
    "<digest3@example.com>",
  ]);
});

// Needs the S3 FileStore (issue 19, item 1): with photos on each machine's own disk the other answers 404.
it("a photo uploaded through one machine is served by the other", async () => {
  const owner = await newUser("photos");
  const id = await ownListing(owner.id);
  const form = new FormData();
  form.append(
    "images",
    new Blob([new Uint8Array(await aPng("#1a7f5a"))], { type: "image/png" }),
    "garden.png",
  );
  const res = await fetch(`${proxy.url}/api/my-listings/${id}/photos`, {
    method: "POST",
    headers: owner.headers,
    body: form,
  });
  expect(res.status).toBe(201);
  const photo = ((await res.json()) as { images: string[] }).images.at(-1) as string;
  const uploader = apps[proxy.served.at(-1) as number] as BuiltApp;
  const other = apps[1 - (proxy.served.at(-1) as number)] as BuiltApp;
  const get = (app: BuiltApp) => fetch(`${app.baseUrl}${photo}`);
  // Until its sizes are made the URL answers a placeholder that no one may keep.
  await until(
    "the photo's sizes are made",
    async () => (await get(uploader)).headers.get("cache-control") !== "no-store",
    20_000,
    50,
  );
  const there = await get(uploader);
  const here = await get(other);
  expect(here.status).toBe(200);
  expect(here.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await here.arrayBuffer())).toEqual(Buffer.from(await there.arrayBuffer()));
});
