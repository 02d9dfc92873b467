import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import {
  type BuiltServer,
  type BuiltServerOptions,
  checkBuilt,
  clientOf,
  type Launched,
  launch,
  outboxOf,
  startBuiltServer,
} from "./built-server.js";
import { databaseUrl } from "./database-templates.js";
import { resetToSnapshot, takeSnapshot, waitForQuiet } from "./seeded-snapshot.js";
import { createTestDatabase } from "./test-database.js";
import { startTileServer, type TileServer } from "./tile-server.js";

const reaperMain = fileURLToPath(new URL("worker-server-reaper.cjs", import.meta.url));

/**
 * The jest worker's own production server, shared by every page test file the worker runs (the
 * server's start was most of each file's time), with its database put back as seeded before each
 * file after the first: for beforeAll, with `release()` in afterAll. It needs a process that
 * keeps it between files (the journeys' worker-server-environment.cjs, or the light runner's
 * processes for the page tests: light/worker-globals.mjs) and the PostgreSQL server
 * (DATABASE_URL), and only the default options (logLevel "warn", one worker, no other
 * env); otherwise the file gets a server of its own, as startBuiltServer gives, which its
 * `release()` stops. The embedded database is one process's files, which the running server
 * holds open: nothing else could put them back.
 */
export async function sharedBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const registry = (globalThis as { __ofieWorkerServers?: Map<string, SharedServer> })
    .__ofieWorkerServers;
  const serverUrl = process.env.DATABASE_URL;
  if (!registry || !serverUrl || !sharable(options)) return startBuiltServer(options);
  checkBuilt();
  let shared = registry.get(SHARED_KEY);
  if (shared && !(await stillServing(shared))) {
    // It died or hung under an earlier file, which failed and said why: this one starts afresh.
    registry.delete(SHARED_KEY);
    await stopShared(shared);
    shared = undefined;
  }
  if (shared) await putBackSeeded(shared);
  else {
    shared = await startShared(serverUrl);
    registry.set(SHARED_KEY, shared);
  }
  const { logFile } = shared;
  // A file reads only what the server logged since the file began.
  const since = fs.statSync(logFile).size;
  const output = () => fs.readFileSync(logFile).subarray(since).toString("utf8");
  const running = shared;
  const stop = async () => {
    registry.delete(SHARED_KEY);
    await stopShared(running);
  };
  const { directUrl } = shared;
  return clientOf(
    shared.baseUrl,
    shared.tiles,
    output,
    () => outboxOf(directUrl),
    stop,
    async () => {},
  );
}

/**
 * The file's server (sharedBuiltServer), started in its beforeAll and released in its afterAll:
 * what every page test file would otherwise write out. The object stands for that server from
 * the file's first hook on; used before, it says so.
 */
export function sharedBuiltServerForFile(): BuiltServer {
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    server = await sharedBuiltServer();
  }, 90_000);
  afterAll(async () => {
    await server?.release();
  });
  return new Proxy({} as BuiltServer, {
    get(_, key: keyof BuiltServer) {
      if (!server) throw new Error("the file's server starts in beforeAll: use it from a test");
      return server[key];
    },
  });
}

/** What the worker's environment keeps of its shared server between test files. */
interface SharedServer {
  /** The environment's exit hook stops this process (worker-server-environment.cjs). */
  pid: number;
  baseUrl: string;
  /** The server's database, as the harness reaches it: directly, never through PgBouncer. */
  directUrl: string;
  databaseName: string;
  dataDir: string;
  /** What DATA_DIR held when the snapshot was taken, relative paths. */
  seededFiles: string[];
  /** The server's stdout and stderr, since its start. */
  logFile: string;
  tiles: TileServer;
  /** SQL that puts the database back as seeded (seeded-snapshot.ts). */
  resetScript: string;
  /** Held for the worker's life: closing it tells the reaper the worker is gone. */
  reaperPipe: Writable;
}

const SHARED_KEY = "default";
/** The only environment a shared server is started with beyond what startBuiltServer sets. */
const SHARED_ENV: Record<string, string> = { WEB_CONCURRENCY: "1" };

function sharable({ logLevel = "warn", workers = 1, env = {} }: BuiltServerOptions): boolean {
  return (
    logLevel === "warn" &&
    workers === 1 &&
    Object.entries(env).every(([name, value]) => SHARED_ENV[name] === value)
  );
}

async function startShared(serverUrl: string): Promise<SharedServer> {
  const database = await createTestDatabase({ template: "seeded" });
  const databaseName = new URL(database.databaseUrl ?? "").pathname.slice(1);
  const directUrl = databaseUrl(serverUrl, databaseName);
  const logFile = `${database.dataDir}.log`;
  const tiles = await startTileServer();
  let launched: Launched;
  try {
    launched = await launch({ logLevel: "warn", workers: 1, env: {} }, database, tiles, logFile);
  } catch (error) {
    await Promise.all([database.dispose(), tiles.stop()]);
    fs.rmSync(logFile, { force: true });
    throw error;
  }
  const { child } = launched;
  const pid = child.pid ?? 0;
  // From here on the reaper stops the server should the worker die, and drops its database.
  const reaper = spawn(process.execPath, [reaperMain], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
    env: {
      ...process.env,
      OFIE_REAP_PID: String(pid),
      OFIE_REAP_SERVER_URL: serverUrl,
      OFIE_REAP_DATABASE: databaseName,
      OFIE_REAP_PATHS: JSON.stringify([database.dataDir, logFile]),
    },
  });
  const reaperPipe = reaper.stdin as Writable & { unref(): void };
  // Nothing of the shared server may keep the worker alive once jest is done with it: jest
  // would wait, then kill it and say it failed to exit gracefully.
  child.unref();
  reaper.unref();
  reaperPipe.unref();
  const shared: SharedServer = {
    pid,
    baseUrl: launched.baseUrl,
    directUrl,
    databaseName,
    dataDir: database.dataDir,
    seededFiles: [],
    logFile,
    tiles,
    resetScript: "",
    reaperPipe,
  };
  try {
    tiles.unref();
    return {
      ...shared,
      resetScript: await takeSnapshot(directUrl),
      seededFiles: filesUnder(database.dataDir),
    };
  } catch (error) {
    await stopShared(shared);
    throw error;
  }
}

/** Stops the worker's server now; the reaper then drops its database and files. */
async function stopShared(shared: SharedServer): Promise<void> {
  if (alive(shared.pid)) {
    process.kill(shared.pid, "SIGTERM");
    const deadline = Date.now() + 30_000;
    while (alive(shared.pid) && Date.now() < deadline) await sleep(100);
  }
  shared.reaperPipe.end();
}

/** Whether the shared server is still up and answering (a failed file may have killed it). */
async function stillServing(shared: SharedServer): Promise<boolean> {
  if (!alive(shared.pid)) return false;
  try {
    return (await fetch(`${shared.baseUrl}/api/properties?limit=1`)).ok;
  } catch {
    return false;
  }
}

/**
 * Puts the shared server back as a fresh start leaves it: its database rows (seeded-snapshot.ts),
 * its DATA_DIR's files, and its read cache of visitors' pages, which the reset's notification
 * empties. The rest of what the server holds in memory is either read from the database on each
 * request (sessions, settings, rates, the price guide's figures, rate-limit counters without
 * REDIS_URL) or kept consistent by the reset itself (the reports' secret: seeded-snapshot.ts).
 */
async function putBackSeeded(shared: SharedServer): Promise<void> {
  await waitForQuiet(shared.directUrl, 15_000);
  const probe = await cacheProbe(shared.baseUrl);
  await resetToSnapshot(shared.directUrl, shared.resetScript);
  const seeded = new Set(shared.seededFiles);
  for (const file of filesUnder(shared.dataDir)) {
    if (!seeded.has(file)) fs.rmSync(path.join(shared.dataDir, file), { force: true });
  }
  await probe.untilEmptied();
}

/**
 * The reset's notification reaches the server's LISTEN connection a moment after the commit: a
 * file that asked for a page before it was heard would get the previous file's. A public read
 * under a URL of its own is kept before the reset; the server has emptied its cache once that
 * read is made anew (a miss).
 */
async function cacheProbe(baseUrl: string): Promise<{ untilEmptied(): Promise<void> }> {
  const url = `${baseUrl}/api/properties?limit=1&ofie-reset-probe=${randomBytes(6).toString("hex")}`;
  const ask = async () => (await fetch(url)).headers.get("x-cache");
  await ask();
  // Kept only while the server hears the database: a cache that is off holds nothing to empty.
  if ((await ask()) !== "hit") return { untilEmptied: async () => {} };
  return {
    async untilEmptied() {
      const deadline = Date.now() + 30_000;
      while ((await ask()) === "hit") {
        if (Date.now() > deadline) {
          throw new Error(
            "the shared server's read cache was not emptied within 30 s of the database's reset (no notification heard on its LISTEN connection)",
          );
        }
        await sleep(20);
      }
    },
  };
}

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
