import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { databaseUrl } from "../support/database-templates.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { appDatabaseEnv } from "../support/test-pooler.js";

// Two machines deployed at once onto a new, empty PostgreSQL database (each with its own disk,
// both with Redis): one migrates and loads the seed while the other waits on the migrations'
// lock, then both serve the same, once-seeded site. In `npm test` both reach the database
// through its PgBouncer in transaction mode (decision 59), LISTEN direct.
const name = `ofie_test_fresh_${randomBytes(5).toString("hex")}`;
const dataDirs: string[] = [];
let apps: BuiltApp[] = [];

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`CREATE DATABASE ${name}`));

afterAll(async () => {
  await Promise.all(apps.map((app) => app.process.stop()));
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

it("two instances starting together on an empty database both come up, migrated and seeded once", async () => {
  const database = appDatabaseEnv(databaseUrl(postgresServerUrl(), name));
  const start = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-fresh-"));
    dataDirs.push(dataDir);
    return startBuiltApp({
      databaseUrl: database.DATABASE_URL,
      listenUrl: database.DATABASE_LISTEN_URL,
      dataDir,
      env: { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `${name}:` },
    });
  };
  const started = await Promise.allSettled([start(), start()]);
  apps = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "serving"))).toEqual([
    "serving",
    "serving",
  ]);
  const counts = await Promise.all(
    apps.map(async (app) => {
      const res = await fetch(`${app.baseUrl}/api/properties/count`);
      return ((await res.json()) as { total: number }).total;
    }),
  );
  // Both see one seed: the Ghana listings once, not twice.
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts).toEqual([counts[0], counts[0]]);
  const seeded = apps.flatMap((app) =>
    app.process.output().includes("first start: loaded the Ghana seed data") ? [app] : [],
  );
  expect(seeded).toHaveLength(1);
}, 180_000);
