// CPU per fresh results page (issue 37), or per favourite add or remove with --write: starts the
// built server as one process on a seeded PostgreSQL database, warms it up, then loads it with a
// fixed number of fresh searches (or the bench's write cycles, one signed-in user) and reads
// the CPU that process and the database's backends spent meanwhile from /proc, which other work
// on the machine does not inflate as it does wall time. A V8 profile of the measured requests
// only is written beside, for `node build/bench/page-cpu/shares.js`.
//   node build/bench/page-cpu/main.js --database postgres://…/db [--requests 2000] [--out dir] [--write]
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { Command } from "commander";
import pg from "pg";
import { freePort, startNode, waitUntilServing } from "../processes.js";
import { listPropertyIds } from "../property-ids.js";
import { peakRssOf, rssOf } from "../rss.js";
import { FRESH_PAGE } from "../uncached-targets.js";
import { signUp, writePathTarget } from "../write-path.js";
import { processCpuMs, totalCpuMs } from "./proc-cpu.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const options = new Command("page-cpu")
  .requiredOption("--database <url>", "a seeded PostgreSQL database")
  .option("--requests <n>", "measured requests", "2000")
  .option("--warmup <n>", "requests before measuring", "400")
  .option("--connections <n>", "concurrent connections", "8")
  .option("--start <n>", "first minPrice (a run's bounds count up from it)", "1000")
  .option("--path <prefix>", "the fresh page, its bound appended", FRESH_PAGE)
  .option("--out <dir>", "where the profile goes", "/tmp")
  .option("--label <name>", "names the profile file", "page")
  .option("--semi-space <mb>", "V8's young generation semi-space (a worker's: src/cluster.ts)", "4")
  .option("--heap", "sample allocations (.heapprofile) instead of CPU")
  .option("--write", "the bench's write path (a favourite added, then removed) instead of pages")
  .parse(process.argv)
  .opts<
    Record<
      | "database"
      | "requests"
      | "warmup"
      | "connections"
      | "start"
      | "path"
      | "out"
      | "label"
      | "semiSpace",
      string
    > & { heap?: boolean; write?: boolean }
  >();

/** The process's resident memory now and its peak, in MB. */
function memoryOf(pid: number): string {
  const mb = (bytes: number | undefined) => Math.round((bytes ?? Number.NaN) / 1048576);
  return `RSS ${mb(rssOf(pid))} MB, peak ${mb(peakRssOf(pid))} MB`;
}

const say = (text: string) => process.stdout.write(`${text}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const heap = options.heap === true;
const profileFile = path.resolve(
  options.out,
  `${options.label}.${heap ? "heapprofile" : "cpuprofile"}`,
);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = startNode(path.resolve(here, "../../src/main.js"), [], {
  ...process.env,
  NODE_ENV: "production",
  // One process, as a cluster's worker is started (src/cluster.ts workerEnv).
  WEB_CONCURRENCY: "1",
  MALLOC_ARENA_MAX: "2",
  NODE_OPTIONS: `--max-semi-space-size=${Number(options.semiSpace)} --import=${path.join(here, "profile-on-signal.js")}`,
  PROFILE_FILE: profileFile,
  PROFILE_HEAP: heap ? "1" : "0",
  DATABASE_URL: options.database,
  HOST: "127.0.0.1",
  PORT: String(port),
  PUBLIC_URL: url,
  LOG_LEVEL: "warn",
  BLOG_FEEDS: "",
  ADMIN_PASSWORD: "page-cpu-admin-password",
});
const pid = app.child.pid as number;
const db = new pg.Client({ connectionString: options.database });
try {
  await waitUntilServing(app, `${url}/api/properties?limit=1`);
  await db.connect();
  let bound = Number(options.start);
  const pages: autocannon.Request[] = [
    {
      method: "GET",
      setupRequest(request) {
        bound += 1;
        return { ...request, path: `${options.path}${bound}` };
      },
    },
  ];
  const requests = options.write
    ? writePathTarget(url, await signUp(url), await listPropertyIds(url, 300)).requests
    : pages;
  const run = (amount: number) =>
    autocannon({
      url,
      amount,
      connections: Number(options.connections),
      timeout: 10,
      headers: { "accept-encoding": "gzip, deflate, br" },
      requests,
    });
  await run(Number(options.warmup));
  const backends = async () =>
    (
      await db.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      )
    ).rows.map((row) => row.pid);
  const pgBefore = new Map((await backends()).map((p) => [p, totalCpuMs([p])]));
  const loadBefore = load();
  app.child.kill("SIGUSR2");
  const before = processCpuMs(pid);
  const result = await run(Number(options.requests));
  const after = processCpuMs(pid);
  app.child.kill("SIGUSR2");
  const pgAfter = await backends();
  const pgMs = pgAfter.reduce((sum, p) => sum + totalCpuMs([p]) - (pgBefore.get(p) ?? 0), 0);
  const n = result.requests.total;
  const ok = result["2xx"];
  const user = after.user - before.user;
  const system = after.system - before.system;
  say(`load average before ${loadBefore}, after ${load()}`);
  say(
    `${n} requests (${ok} 2xx, ${result.non2xx} other, ${result.errors} errors) in ${result.duration.toFixed(1)} s: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  say(
    `app CPU per request: ${((user + system) / n).toFixed(2)} ms (user ${(user / n).toFixed(2)}, system ${(system / n).toFixed(2)})`,
  );
  say(
    `database backends' CPU per request: ${(pgMs / n).toFixed(2)} ms (${pgAfter.length} backends)`,
  );
  say(`bytes per answer: ${(result.throughput.total / n).toFixed(0)} (compressed, with headers)`);
  say(`process memory: ${memoryOf(pid)}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  say(`profile: ${profileFile}`);
  const memory = `${profileFile}.memory.json`;
  if (existsSync(memory)) {
    const usage = JSON.parse(readFileSync(memory, "utf8")) as Record<string, number>;
    const parts = Object.entries(usage).map(([k, v]) => `${k} ${Math.round(v / 1048576)}`);
    say(`of which, in MB: ${parts.join(", ")}`);
  }
} catch (error) {
  say(`failed; the server said:\n${app.output()}`);
  throw error;
} finally {
  await db.end().catch(() => undefined);
  await app.stop();
}
