import type Koa from "koa";
import pg from "pg";
import pino from "pino";
import supertest from "supertest";
import { freePort } from "../../bench/processes.js";
import { seedDatabase } from "../../seeds/seed-database.js";
import { createHttpApp } from "../../src/adapters/http/app.js";
import {
  BoundedClient,
  type BoundedClientConfig,
} from "../../src/adapters/persistence/bounded-client.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { type Pgbouncer, startPgbouncer } from "../support/pgbouncer.js";
import { createServerDatabase, type ServerDatabase } from "../support/postgres-server.js";
import { until } from "../support/until.js";

// Decision 59: the app behind PgBouncer in transaction mode, on the PostgreSQL server whatever the
// run's database (scripts/test-suites.mjs runs this file once). It starts a PgBouncer of its own,
// so it proves the same when run alone.
let database: ServerDatabase;
let bouncer: Pgbouncer;
let pooledUrl: string;
const apps: Application[] = [];

interface RunningApp {
  application: Application;
  koa: Koa;
  log: string[];
}

async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const log: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void log.push(line) });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: database.dataDir,
    ADMIN_PASSWORD: "pooler-test-admin-password",
    READ_CACHE_MB: "8",
    DATABASE_URL: pooledUrl,
    ...env,
  });
  const application = await createApplication(config, logger);
  apps.push(application);
  return { application, koa: createHttpApp(application), log };
}

/** Resolves true on the app's next heard change, false when none comes within ms. */
function changeWithin(app: RunningApp, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, ms);
    const stop = app.application.database.catalogueChanges.subscribe(() => {
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/** What /readyz says when the database answers but a part with a fallback does not (decision 76). */
const DEGRADED_WITH_DATABASE = { status: "degraded", database: "ok", migrations: "ok" };

let writer: RunningApp;
let reader: RunningApp;
let deaf: RunningApp;

beforeAll(async () => {
  database = await createServerDatabase();
  bouncer = await startPgbouncer(database.url);
  const pooled = new URL(bouncer.url);
  pooled.pathname = `/${database.name}`;
  pooledUrl = pooled.toString();
  // An operator's own value, which the start must keep (the copy has no defaults of its own).
  await database.adminQuery(`ALTER DATABASE ${database.name} SET work_mem = '64MB'`);
  const listen = { DATABASE_LISTEN_URL: database.url };
  [writer, reader, deaf] = await Promise.all([
    startApp({
      ...listen,
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_KEY_PREFIX: "pooler:",
      DATABASE_POOL_SIZE: "3",
    }),
    // A port nothing listens on: Redis "configured and unreachable".
    startApp({ ...listen, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
    // No DATABASE_LISTEN_URL: LISTEN goes through the pooler too, as in the issue.
    startApp({}),
  ]);
  await Promise.all(
    [writer, reader, deaf].map((app) => app.application.database.catalogueChanges.ready()),
  );
  // Run alone on the embedded default, the database is a new, empty one (postgres-server.ts); on
  // the server's seeded copy the seed finds its rows and adds nothing.
  await seedDatabase(writer.application.database.dataSource);
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await bouncer?.stop();
  await database?.dispose();
});

describe("behind PgBouncer in transaction mode", () => {
  it("starts (no startup parameter), every app's pool going through the pooler, sized by DATABASE_POOL_SIZE", async () => {
    const clients = await bouncer.console("SHOW CLIENTS");
    expect(clients.filter((c) => c.database === database.name).length).toBeGreaterThanOrEqual(3);
    const poolOf = (app: RunningApp) =>
      (
        app.application.database.dataSource.driver as unknown as {
          master: { options: pg.PoolConfig };
        }
      ).master.options.max;
    expect([poolOf(writer), poolOf(reader)]).toEqual([3, 10]);
    const [row] = await writer.application.database.dataSource.query(
      "SELECT count(*)::int AS n FROM properties",
    );
    expect(row.n).toBeGreaterThan(0);
  });

  it("a price edit written through one app's pool reaches the other's listener within a second", async () => {
    expect(reader.application.database.catalogueChanges.state).toBe("live");
    const [{ id }] = await writer.application.database.dataSource.query(
      "SELECT id FROM properties WHERE published ORDER BY id LIMIT 1",
    );
    const read = () => supertest(reader.koa.callback()).get(`/api/properties/${id}`).expect(200);
    await read();
    expect((await read()).headers["x-cache"]).toBe("hit");

    const heard = changeWithin(reader, 1000);
    const sent = performance.now();
    await writer.application.database.dataSource.query(
      "UPDATE properties SET price = 123456 WHERE id = $1",
      [id],
    );
    expect(await heard).toBe(true);
    process.stdout.write(
      `price edit through PgBouncer heard by the other app in ${(performance.now() - sent).toFixed(1)} ms\n`,
    );
    const after = await read();
    expect(after.headers["x-cache"]).toBe("miss");
    expect(Number(after.body.price)).toBe(123456);
  });

  it("without DATABASE_LISTEN_URL the listener knows it hears nothing: no cache, /readyz degraded, a log line saying why", async () => {
    const changes = deaf.application.database.catalogueChanges;
    expect(changes).toMatchObject({ live: false, state: "down" });
    // The read cache stays off (decision 59): every read goes to the database, so it serves.
    const res = await supertest(deaf.koa.callback()).get("/readyz").expect(200);
    expect(res.body).toMatchObject({ ...DEGRADED_WITH_DATABASE, listener: "down", redis: "off" });
    expect(deaf.log.join("")).toContain("Set DATABASE_LISTEN_URL to a direct connection");
    const list = () => supertest(deaf.koa.callback()).get("/api/properties").expect(200);
    await list();
    expect((await list()).headers["x-cache"]).toBeUndefined();
  });

  it("gives the database jit=off and work_mem=16MB as its own defaults, keeping the operator's work_mem", async () => {
    const [{ settings }] = await database.adminQuery<{ settings: string[] }>(
      `SELECT s.setconfig AS settings FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
        WHERE d.datname = $1 AND s.setrole = 0`,
      [database.name],
    );
    expect([...settings].sort()).toEqual(["jit=off", "work_mem=64MB"]);
  });
});

describe("/readyz", () => {
  it("answers 200 naming each part when the database, the listener and Redis answer", async () => {
    const res = await supertest(writer.koa.callback()).get("/readyz").expect(200);
    expect(res.body).toMatchObject({
      status: "ready",
      database: "ok",
      migrations: "ok",
      disk: "ok",
      listener: "ok",
      redis: "ok",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 200 degraded when REDIS_URL is set and Redis does not answer", async () => {
    // Judged over a few seconds of unanswered PINGs (decision 76); the limits count in PostgreSQL.
    const ready = () => supertest(reader.koa.callback()).get("/readyz");
    await until(
      "Redis is judged unreachable",
      async () => (await ready()).body.redis === "unreachable",
      20_000,
    );
    const res = await ready().expect(200);
    expect(res.body).toMatchObject({
      ...DEGRADED_WITH_DATABASE,
      listener: "ok",
      redis: "unreachable",
    });
    // Liveness is not readiness: the process itself is fine.
    await supertest(reader.koa.callback()).get("/healthz").expect(200, { status: "ok" });
  });
});

describe("the request bound, kept by the client (BoundedClient)", () => {
  const boundedPool = (url: string) => {
    const config: BoundedClientConfig = {
      connectionString: url,
      statementTimeoutMs: 300,
      query_timeout: 10_000,
    };
    // pg's types want a client class that takes no config; pg.Pool hands it its options.
    return new pg.Pool({ ...config, max: 1, Client: BoundedClient } as unknown as pg.PoolConfig);
  };

  it.each([
    ["through PgBouncer", () => pooledUrl],
    ["directly", () => database.url],
  ])("cancels a statement past it on the server, %s, and keeps the connection", async (_, url) => {
    const pool = boundedPool(url());
    try {
      const marker = `bound_${Date.now()}`;
      await expect(pool.query(`SELECT pg_sleep(8) AS ${marker}`)).rejects.toMatchObject({
        code: "57014",
      });
      const running = await database.adminQuery(
        "SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1",
        [`%AS ${marker}%`],
      );
      expect(running).toEqual([]);
      expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it("lets the migrations run past it (setBounded(false))", async () => {
    const pool = boundedPool(pooledUrl);
    try {
      const client = (await pool.connect()) as unknown as BoundedClient & pg.PoolClient;
      client.setBounded(false);
      await expect(client.query("SELECT pg_sleep(0.4)")).resolves.toBeDefined();
      client.setBounded(true);
      client.release();
    } finally {
      await pool.end();
    }
  });
});
