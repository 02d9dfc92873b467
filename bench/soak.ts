import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { Command, InvalidArgumentError } from "commander";
import { openDatabase } from "../src/adapters/persistence/database.js";
import { createBenchDatabase } from "./database.js";
import { finished, freePort, type NodeProcess, startNode, waitUntilServing } from "./processes.js";
import { listPropertyIds } from "./property-ids.js";
import { machine, writeResults } from "./report.js";
import { memoryTrend, recordRss } from "./rss-series.js";
import { emptyLedger, soakRequests } from "./soak-requests.js";
import { signUp } from "./write-path.js";

// `npm run soak`: the production build on a fresh database under mixed reads and writes for
// minutes, then: no errors, steady memory, every acknowledged write in the database (decision 28).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const built = (file: string) => path.join(root, "build", file);

const whole = (min: number, max: number) => (text: string) => {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) {
    throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
  }
  return n;
};
const options = new Command("soak")
  .description("mixed reads and writes against the production build, then check every write")
  .option("--duration <s>", "seconds of load", whole(1, 86_400), 300)
  .option("--connections <n>", "concurrent connections", whole(1, 1024), 100)
  .option("--count <n>", "synthetic properties to seed", whole(0, 1_000_000), 1000)
  .option("--pglite", "use embedded PGlite even when a PostgreSQL server answers", false)
  .option("--out <file>", "results file", "bench/soak-results.json")
  .parse(process.argv)
  .opts<{ duration: number; connections: number; count: number; pglite: boolean; out: string }>();

for (const file of [built("src/main.js"), path.join(root, "dist/server/entry.mjs")]) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
}
const say = (text: string) => process.stdout.write(`${text}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const database = await createBenchDatabase({ pglite: options.pglite });
let app: NodeProcess | undefined;
let exitCode = 0;
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
// A throw inside autocannon's callbacks escapes the try below: still stop the app and drop the database.
process.once("uncaughtException", (error) => {
  process.stderr.write(`soak failed: ${error.stack}\n`);
  void cleanUp().then(() => process.exit(1));
});

try {
  say(`database: ${database.description}`);
  say(`machine: ${os.availableParallelism()} cores, load average ${loadAverage()}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    LOG_LEVEL: "warn",
    BLOG_FEEDS: "",
  };
  delete env.SMTP_URL;
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  await finished(
    startNode(built("cli/main.js"), ["seed", "--count", String(options.count)], env),
    "cli seed",
  );
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  app = startNode(built("src/main.js"), [], {
    ...env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: appUrl,
    ADMIN_PASSWORD: "soak-admin-password",
    // The load comes "through a proxy" on this machine (each message's own X-Forwarded-For):
    // without trusting it, every message counts against one address's 100 an hour (decision 39).
    TRUST_PROXY: "127.0.0.1",
  });
  await waitUntilServing(app, `${appUrl}/readyz`);
  const propertyIds = await listPropertyIds(appUrl, Math.max(300, options.connections * 10));
  const session = await signUp(appUrl);
  const ledger = emptyLedger();
  say(`load: ${options.connections} connections × ${options.duration} s, mixed reads and writes`);

  const rss = recordRss(app.child.pid ?? 0);
  const result = await autocannon({
    url: appUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: soakRequests(session, propertyIds, options.connections, ledger),
  });
  const samples = rss.stop();
  const trend = memoryTrend(samples);
  const loadAfter = loadAverage();

  // Stopped gracefully (SIGTERM) before reading, so every answered write has been committed.
  await app.stop();
  if (app.child.exitCode !== 0)
    throw new Error(`the app exited with ${app.child.exitCode} on SIGTERM`);
  const check = await openDatabase({ ...databaseUrlOf(database.env), migrate: false });
  const stored = new Map(
    (
      await check.dataSource.query<{ id: number; message: string }[]>(
        "SELECT id, message FROM contact_messages WHERE message LIKE 'Soak test message soak-%'",
      )
    ).map((row) => [Number(row.id), row.message.replace("Soak test message ", "")]),
  );
  const favourites = new Set(
    (
      await check.dataSource.query<{ property_id: number }[]>("SELECT property_id FROM favorites")
    ).map((row) => Number(row.property_id)),
  );
  await check.close();
  // The row the app answered with holds the token sent.
  const lostMessages = ledger.messages
    .filter(({ token, id }) => stored.get(id) !== token)
    .map(({ token }) => token);
  const wrongFavourites = [...ledger.favourites].filter(
    ([id, added]) => !ledger.unanswered.has(id) && favourites.has(id) !== added,
  );
  // autocannon's errors include its timeouts.
  const errors = result.errors + result.non2xx;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  // Which answers were not 2xx: a 429 is a limit met, a 503 the request bound under load.
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const notOk = Object.entries(statuses).filter(([code]) => !code.startsWith("2"));

  const rows: [string, string][] = [
    ["requests", `${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`],
    ["latency p50 / p99", `${result.latency.p50} ms / ${result.latency.p99} ms`],
    [
      "errors: non-2xx + socket (of which timeouts)",
      `${errors}: ${result.non2xx} + ${result.errors} (${result.timeouts})`,
    ],
    ["non-2xx by status", notOk.map(([code, n]) => `${code}: ${n}`).join(", ") || "none"],
    [
      "writes sent / acknowledged",
      `${ledger.sent} / ${ledger.messages.length} messages + ${ledger.favourites.size} favourite states (${ledger.unanswered.size} unanswered, not checked)`,
    ],
    [
      "acknowledged writes not found",
      `${lostMessages.length} messages, ${wrongFavourites.length} favourites`,
    ],
    [
      `RSS first ${trend.windowSeconds.toFixed(0)} s (mean, all processes)`,
      mb(trend.firstWindowMeanBytes),
    ],
    [
      `RSS last ${trend.windowSeconds.toFixed(0)} s (mean, all processes)`,
      mb(trend.lastWindowMeanBytes),
    ],
    ["RSS slope after the first window", `${trend.slopeMbPerMinute.toFixed(2)} MB/min`],
    ["RSS largest process (peak)", mb(Math.max(...samples.map((s) => s.maxProcessBytes)))],
    [
      "memory",
      `${trend.steady === null ? "not judged (under 2 min)" : trend.steady ? "steady" : "growing"} (${(trend.growth * 100).toFixed(1)}% last vs first window)`,
    ],
    ["load average after", loadAfter],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  say(`\n${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n")}\n`);
  writeResults(options.out, {
    timestamp: new Date().toISOString(),
    machine: { ...machine(), loadAverage: os.loadavg() },
    database: { kind: database.kind, description: database.description },
    options,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latency: { p50Ms: result.latency.p50, p99Ms: result.latency.p99, maxMs: result.latency.max },
    errors,
    non2xx: result.non2xx,
    statuses,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    writes: {
      sent: ledger.sent,
      acknowledgedMessages: ledger.messages.length,
      unansweredFavourites: ledger.unanswered.size,
      favouriteStates: ledger.favourites.size,
      lostMessages,
      wrongFavourites: wrongFavourites.map(([id]) => id),
    },
    memory: trend,
    rssSamples: samples,
  });
  say(`results: ${options.out}`);
  const problems = [
    errors > 0 && `${errors} errors`,
    lostMessages.length > 0 && `${lostMessages.length} acknowledged messages missing`,
    wrongFavourites.length > 0 && `${wrongFavourites.length} favourites not as acknowledged`,
    trend.steady === false && "memory grew",
    ledger.messages.length === 0 && "no write was acknowledged",
  ].filter(Boolean);
  if (problems.length > 0) {
    say(`soak failed: ${problems.join("; ")}`);
    exitCode = 1;
  }
} catch (error) {
  process.stderr.write(
    `soak failed: ${error instanceof Error ? error.stack : error}\n${app?.output() ?? ""}\n`,
  );
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

async function cleanUp(): Promise<void> {
  await app?.stop();
  await database.dispose();
}

function databaseUrlOf(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}
