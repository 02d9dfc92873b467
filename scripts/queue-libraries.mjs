// Measures the outbox and photo-queue work of decisions 35 and 50 three ways: our own SQL (the
// claim statements of SqlMailQueue and SqlPhotoQueue), pg-boss and graphile-worker, on a
// PostgreSQL server, through PgBouncer 1.18 in transaction mode, and on the embedded PGlite
// through the app's own socket (startEmbeddedPostgres). Decision 96 records what it printed.
//
// Neither library is in package.json: install them beside the app first, without saving,
//   npm install --no-save pg-boss graphile-worker && npm run build:server
//   node scripts/queue-libraries.mjs [jobs=300] [only=ours,pgboss,graphile] [targets=server,pgbouncer,pglite]
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is made and dropped.

import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DataSource } from "typeorm";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split("=")));
const JOBS = Number(args.jobs ?? 300);
const LIBRARIES = (args.only ?? "ours,pgboss,graphile").split(",");
const TARGETS = (args.targets ?? "server,pgbouncer,pglite").split(",");
const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const STEP_MS = Number(args.stepMs ?? 90_000);

const results = [];
const note = (target, library, step, outcome) => {
  results.push({ target, library, step, ...outcome });
  console.log(JSON.stringify({ target, library, step, ...outcome }));
};

/** Runs a step with a bound; a step that hangs or throws is recorded, not fatal. */
async function step(target, library, name, work) {
  const started = performance.now();
  let timer;
  try {
    const value = await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${STEP_MS} ms`)), STEP_MS);
      }),
    ]);
    note(target, library, name, { ms: Math.round(performance.now() - started), ...value });
    return true;
  } catch (error) {
    note(target, library, name, {
      ms: Math.round(performance.now() - started),
      error: String(error?.message ?? error).slice(0, 300),
    });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// --- the databases ---------------------------------------------------------------------------

async function serverDatabase() {
  const name = `ofie_queue_libraries_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    direct: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: SERVER });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** PgBouncer in transaction mode in front of the server, as decision 59 runs it. */
async function pgbouncer(directUrl) {
  const server = new URL(directUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "queue-libraries-pgbouncer-"));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(
    config,
    `[databases]\n* = host=${server.hostname} port=${server.port || 5432} user=${server.username || "postgres"}\n` +
      `[pgbouncer]\nlisten_addr = 127.0.0.1\nlisten_port = ${port}\nunix_socket_dir =\nauth_type = any\n` +
      "pool_mode = transaction\nmax_client_conn = 1000\ndefault_pool_size = 20\n",
    { mode: 0o644 },
  );
  const child = spawn(
    "/usr/sbin/pgbouncer",
    [...(process.getuid?.() === 0 ? ["-u", "nobody"] : []), config],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  await new Promise((resolve, reject) => {
    child.stderr.on("data", (chunk) => {
      log += chunk;
      if (log.includes(`listening on 127.0.0.1:${port}`)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`pgbouncer exited ${code}: ${log}`)));
  });
  const url = new URL(directUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's embedded database: PGlite under a DATA_DIR, served on its Unix socket (decision 37). */
async function embedded() {
  const { startEmbeddedPostgres } = await import(
    new URL("../build/src/adapters/persistence/embedded-postgres.js", import.meta.url).href
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "queue-libraries-pglite-"));
  const db = await startEmbeddedPostgres(dataDir, "cli");
  const url = `postgres://postgres@/postgres?host=${encodeURIComponent(db.address.host)}&port=${db.address.port}`;
  return {
    url,
    direct: url,
    async close() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- what every library is asked to do -------------------------------------------------------

/**
 * N mails (or photos), each enqueued by its own statement in one business transaction that also
 * writes a business row, through TypeORM's transaction (the app's DbContext); then a transaction
 * that enqueues one and rolls back. The handler records each delivery; two instances run.
 */
const payload = (i) => ({
  to: `kofi${i}@example.com`,
  subject: `Viewing on Saturday ${i}`,
  text: "See you at 10.",
});

async function typeorm(url) {
  const source = new DataSource({ type: "postgres", url, poolSize: 4 });
  await source.initialize();
  await source.query(
    "CREATE TABLE IF NOT EXISTS inquiries (id bigserial PRIMARY KEY, about text NOT NULL)",
  );
  return source;
}

async function businessTransaction(source, enqueue, count) {
  await source.transaction(async (manager) => {
    await manager.query("INSERT INTO inquiries (about) VALUES ('a viewing')");
    for (let i = 1; i <= count; i++) await enqueue(manager, payload(i), i);
  });
  // A use case that fails after writing its mail: nothing may be queued.
  await source
    .transaction(async (manager) => {
      await enqueue(manager, payload(0), 0);
      throw new Error("rolled back");
    })
    .catch(() => {});
}

/** Waits until `seen` holds every id 1..count (or the step bound cuts it). */
async function allDelivered(seen, count) {
  const started = performance.now();
  while ([...seen.keys()].filter((k) => k >= 1 && k <= count).length < count)
    await new Promise((r) => setTimeout(r, 20));
  const deliveredMs = Math.round(performance.now() - started);
  // A late duplicate, or the rolled-back job, would show here (past two polls).
  await new Promise((r) => setTimeout(r, 1500));
  return {
    deliveredMs,
    delivered: seen.size,
    duplicates: [...seen.values()].filter((n) => n > 1).length,
    rolledBackDelivered: seen.has(0),
  };
}

async function connectionsOf(directUrl) {
  if (directUrl.includes("@/")) return undefined; // the embedded socket: one session whatever
  const name = new URL(directUrl).pathname.slice(1);
  if (!name || name === "postgres") return undefined;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const { rows } = await admin.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
    [name],
  );
  await admin.end();
  return rows[0].n;
}

// --- ours: the SQL of SqlMailQueue, as it is ------------------------------------------------

async function ours(target, url, directUrl) {
  const source = await typeorm(url);
  try {
    await step(target, "ours", "schema", async () => {
      await source.query(`CREATE TABLE IF NOT EXISTS mail_outbox (
        id serial PRIMARY KEY, recipient text NOT NULL, subject text NOT NULL, body text NOT NULL,
        attempts int NOT NULL DEFAULT 0, next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz, failed_at timestamptz, last_error text)`);
      await source.query(`CREATE INDEX IF NOT EXISTS mail_outbox_waiting ON mail_outbox (next_attempt_at, id)
        WHERE sent_at IS NULL AND failed_at IS NULL`);
      return {};
    });
    await step(target, "ours", `enqueue ${JOBS} in a transaction`, async () => {
      await businessTransaction(
        source,
        (m, p) =>
          m.query("INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)", [
            p.to,
            p.subject,
            p.text,
          ]),
        JOBS,
      );
      return {};
    });
    const seen = new Map();
    const relay = async () => {
      for (;;) {
        const rows = await source.query(
          `WITH due AS (
             SELECT id FROM mail_outbox
              WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
              ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED
           ), claimed AS (
             UPDATE mail_outbox m SET attempts = m.attempts + 1,
                    next_attempt_at = now() + interval '2 minutes'
               FROM due WHERE m.id = due.id RETURNING m.id, m.recipient
           ) SELECT * FROM claimed ORDER BY id`,
        );
        if (rows.length === 0) return;
        for (const row of rows) {
          const i = Number(row.recipient.match(/\d+/)[0]);
          seen.set(i, (seen.get(i) ?? 0) + 1);
          await source.query("UPDATE mail_outbox SET sent_at = now() WHERE id = $1", [row.id]);
        }
      }
    };
    await step(target, "ours", `deliver ${JOBS} with two relays`, async () => {
      const started = performance.now();
      const during = connectionsOf(directUrl);
      await Promise.all([relay(), relay()]);
      const deliveredMs = Math.round(performance.now() - started);
      return { ...(await allDelivered(seen, JOBS)), deliveredMs, connections: await during };
    });
  } finally {
    await source.destroy();
  }
}

// --- pg-boss ---------------------------------------------------------------------------------

async function pgboss(target, url, directUrl) {
  const { PgBoss } = await import("pg-boss");
  const source = await typeorm(url);
  const bosses = [];
  const make = () => {
    const boss = new PgBoss({ connectionString: url, max: 4, schema: "pgboss" });
    boss.on("error", (e) => note(target, "pgboss", "error event", { error: String(e.message) }));
    bosses.push(boss);
    return boss;
  };
  try {
    const first = make();
    if (
      !(await step(target, "pgboss", "schema (start)", async () => ({
        started: !!(await first.start()),
      })))
    )
      return;
    await step(target, "pgboss", "createQueue", async () => {
      await first.createQueue("mail", {
        retryLimit: 9,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 120,
      });
      return {};
    });
    // Enqueued through the business transaction: pg-boss's `db` option runs its INSERT on the
    // caller's connection. TypeORM's manager.query answers a bare INSERT … RETURNING with rows.
    await step(target, "pgboss", `enqueue ${JOBS} in a transaction`, async () => {
      await businessTransaction(
        source,
        (m, p, i) =>
          first.send(
            "mail",
            { ...p, i },
            {
              db: { executeSql: async (text, values) => ({ rows: await m.query(text, values) }) },
            },
          ),
        JOBS,
      );
      return {};
    });
    const second = make();
    await step(target, "pgboss", "second instance start", async () => {
      await second.start();
      return {};
    });
    const seen = new Map();
    await step(target, "pgboss", `deliver ${JOBS} with two instances`, async () => {
      for (const boss of [first, second])
        await boss.work("mail", { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) seen.set(job.data.i, (seen.get(job.data.i) ?? 0) + 1);
        });
      const outcome = await allDelivered(seen, JOBS);
      return { ...outcome, connections: await connectionsOf(directUrl) };
    });
  } finally {
    for (const boss of bosses) await boss.stop({ graceful: false, timeout: 2000 }).catch(() => {});
    await source.destroy();
  }
}

// --- graphile-worker -------------------------------------------------------------------------

async function graphile(target, url, directUrl) {
  const { run, runMigrations, Logger } = await import("graphile-worker");
  const source = await typeorm(url);
  const runners = [];
  // PgBouncer 1.18 keeps no prepared statement across transactions, and PGlite's one session
  // is shared by every connection of the socket: a second pool connection's PREPARE of the same
  // name fails ("already exists"). prepared=on is kept for the record of that failure.
  const common = {
    connectionString: url,
    noHandleSignals: true,
    noPreparedStatements: target === "pgbouncer" || (target === "pglite" && args.prepared !== "on"),
    logger: quietLogger(target, Logger),
  };
  try {
    if (
      !(await step(target, "graphile", "schema (runMigrations)", async () => {
        await runMigrations(common);
        return {};
      }))
    )
      return;
    // Enqueued with its SQL API in the business transaction: add_job on the caller's connection.
    await step(target, "graphile", `enqueue ${JOBS} in a transaction`, async () => {
      await businessTransaction(
        source,
        (m, p, i) =>
          m.query("SELECT graphile_worker.add_job('mail', $1::json, max_attempts => 10)", [
            JSON.stringify({ ...p, i }),
          ]),
        JOBS,
      );
      return {};
    });
    const seen = new Map();
    await step(target, "graphile", `deliver ${JOBS} with two runners`, async () => {
      for (let n = 0; n < 2; n++)
        runners.push(
          await run({
            ...common,
            concurrency: 2,
            pollInterval: 500,
            taskList: {
              mail: async (job) => {
                seen.set(job.i, (seen.get(job.i) ?? 0) + 1);
              },
            },
          }),
        );
      const outcome = await allDelivered(seen, JOBS);
      return { ...outcome, connections: await connectionsOf(directUrl) };
    });
  } finally {
    for (const runner of runners) await runner.stop().catch(() => {});
    await source.destroy();
  }
}

/** graphile-worker's own Logger; only warnings and errors are kept for the record. */
function quietLogger(target, Logger) {
  return new Logger(() => (level, message, meta) => {
    if (level === "error" || level === "warning")
      note(target, "graphile", level, {
        error: `${message} ${String(meta?.error?.message ?? meta?.error ?? "")}`.slice(0, 300),
      });
  });
}

// --- the run ---------------------------------------------------------------------------------

// graphile-worker's own pool outlives runner.stop() for a moment, without an error listener: the
// DROP DATABASE … WITH (FORCE) that ends a target would end this process through it.
process.on("uncaughtException", (error) =>
  note("-", "-", "uncaught", { error: String(error?.message ?? error).slice(0, 200) }),
);
const libraries = { ours, pgboss, graphile };
for (const target of TARGETS) {
  for (const library of LIBRARIES) {
    let database;
    let bouncer;
    let pglite;
    try {
      if (target === "pglite") {
        pglite = await embedded();
        database = { url: pglite.url, direct: pglite.url };
      } else {
        database = await serverDatabase();
        if (target === "pgbouncer") bouncer = await pgbouncer(database.direct);
      }
      const url = bouncer?.url ?? database.url;
      await libraries[library](target, url, database.direct);
      if (bouncer?.log().includes("not linked"))
        note(target, library, "pgbouncer log", { error: "a server message reached no client" });
    } catch (error) {
      note(target, library, "setup", { error: String(error?.message ?? error).slice(0, 300) });
    } finally {
      await bouncer?.stop();
      await database?.drop?.().catch(() => {});
      await pglite?.close().catch(() => {});
    }
  }
}
fs.writeFileSync(
  path.join(os.tmpdir(), "queue-libraries.json"),
  JSON.stringify({ jobs: JOBS, node: process.version, results }, null, 2),
);
process.exit(0);
