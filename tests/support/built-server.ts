import { type ChildProcess, spawn } from "node:child_process";
import fs, { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "pg";
import { freePort, waitUntilServing } from "../../bench/processes.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";
import { startTileServer, type TileServer } from "./tile-server.js";

// The real production server, built by `npm run build` (npm test runs it first): the pages are
// rendered from dist/ exactly as `npm start` and the Docker image serve them.
const root = fileURLToPath(new URL("../..", import.meta.url));
const serverMain = path.join(root, "build/src/main.js");
const pagesEntry = path.join(root, "dist/server/entry.mjs");

// Production cookies are Secure: the tests play the https proxy in front, from 127.0.0.1, which
// TRUST_PROXY names as a real deployment names its proxy.
const HTTPS = { "x-forwarded-proto": "https" };

export interface BuiltServer {
  baseUrl: string;
  /** The local tile server TILE_URL points at (no test asks the internet for tiles). */
  tiles: TileServer;
  /** GET a path (with extra headers, a session cookie say); the body as text. */
  get(
    pathname: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; html: string; headers: Headers }>;
  /** Sends a JSON request; the answer as fetch gives it. */
  send(
    method: string,
    pathname: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** Registers a new user and returns the headers that carry the session (cookie and https). */
  signUp(user: {
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<Record<string, string>>;
  /**
   * Everything the server has printed so far (pino's JSON lines, at the level it was started
   * with); a shared server's since this file took it (sharedBuiltServer).
   */
  output(): string;
  /**
   * The mails queued in the outbox (the server runs without SMTP_URL), oldest first, read from
   * its table: the log names no address above debug and shows no link's token (decision 75).
   */
  outbox(): Promise<OutboxMail[]>;
  /** The outbox's mails with their text (the links in it whole). */
  outboxWithText(): Promise<(OutboxMail & { text: string })[]>;
  /** Stops the server, shared or not (the next file to share it starts another). */
  stop(): Promise<void>;
  /** Done with it, for afterAll: stops a server of the file's own, leaves a shared one running. */
  release(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
}

export interface BuiltServerOptions {
  logLevel?: string;
  /**
   * "production": one worker per CPU when on the PostgreSQL server, as `npm start` runs (the
   * manage-listings journey: a write in one worker and the read in another). Else one process: a
   * page test reads what it renders, and a second worker's start was a tenth of the server half's
   * CPU.
   */
  workers?: "production" | 1;
  /** More environment for the server (WEB_CONCURRENCY, READ_CACHE_MB…). */
  env?: Record<string, string>;
}

/** Starts build/src/main.js on a free port with a fresh, seeded database; for beforeAll. */
export async function startBuiltServer({
  logLevel = "warn",
  workers = 1,
  env: extraEnv = {},
}: BuiltServerOptions = {}): Promise<BuiltServer> {
  checkBuilt();
  const database = await createTestDatabase({ template: "seeded" });
  const tiles = await startTileServer();
  let launched: Launched;
  try {
    launched = await launch({ logLevel, workers, env: extraEnv }, database, tiles);
  } catch (error) {
    await Promise.all([database.dispose(), tiles.stop()]);
    throw error;
  }
  const stop = async () => {
    await stopServer(launched.child);
    await Promise.all([database.dispose(), tiles.stop()]);
  };
  const readOutbox = () => outboxOf(database.databaseUrl ?? embeddedSocket(database.dataDir));
  return clientOf(launched.baseUrl, tiles, launched.output, readOutbox, stop, stop);
}

/**
 * The outbox of a running server's database: `connection` is a DATABASE_URL, or the socket folder
 * through which the server shares its embedded database (embeddedSocket).
 */
export async function outboxOf(
  connection: string | ReturnType<typeof embeddedSocket>,
): Promise<(OutboxMail & { text: string })[]> {
  const client = new Client(
    typeof connection === "string" ? { connectionString: connection } : connection,
  );
  await client.connect();
  try {
    const { rows } = await client.query<OutboxMail & { text: string }>(
      'SELECT recipient AS "to", subject, body AS text FROM mail_outbox ORDER BY id',
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Where a server holding DATA_DIR serves its embedded database to other processes. */
export function embeddedSocket(dataDir: string) {
  return {
    host: path.join(fs.realpathSync(dataDir), "run"),
    port: 5432,
    user: "postgres",
    database: "postgres",
  };
}

export function checkBuilt(): void {
  for (const file of [serverMain, pagesEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
}

export interface Launched {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * Spawns the server on a free port and waits until it serves. Another process may take the free
 * port before the server listens: it then exits saying so, and a new port is tried. Its output
 * is kept in memory, or written to logFile when the server must outlive the file that started it.
 */
export async function launch(
  { logLevel, workers, env: extraEnv }: Required<BuiltServerOptions>,
  database: TestDatabase,
  tiles: TileServer,
  logFile?: string,
): Promise<Launched> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      ADMIN_PASSWORD: "ssr-test-admin-password",
      BLOG_FEEDS: "",
      LOG_LEVEL: logLevel,
      // Absolute links in mails (saved-search alerts) point at this server.
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: "127.0.0.1",
      TILE_URL: tiles.url,
      ...(workers === 1 ? { WEB_CONCURRENCY: "1" } : {}),
    };
    delete env.DATABASE_URL;
    delete env.DATABASE_LISTEN_URL;
    // Mail goes to the outbox, never to a real mail server.
    delete env.SMTP_URL;
    Object.assign(env, database.env);
    Object.assign(env, extraEnv);
    let child: ChildProcess;
    let output: () => string;
    if (logFile) {
      // A file, not a pipe: a pipe's reader would be the first file's, and would hold the worker.
      const fd = fs.openSync(logFile, "w");
      child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ["ignore", fd, fd] });
      fs.closeSync(fd);
      output = () => fs.readFileSync(logFile, "utf8");
    } else {
      let text = "";
      child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: "pipe" });
      child.stdout?.on("data", (chunk) => {
        text += chunk;
      });
      child.stderr?.on("data", (chunk) => {
        text += chunk;
      });
      output = () => text;
    }
    try {
      await waitUntilServing({ child, output }, `${baseUrl}/api/properties?limit=1`, 60_000);
      return { child, baseUrl, output };
    } catch (error) {
      await stopServer(child);
      if (attempt === 3 || !output().includes("EADDRINUSE")) throw error;
    }
  }
}

/** The requests a test makes of a running server. */
export function clientOf(
  baseUrl: string,
  tiles: TileServer,
  output: () => string,
  readOutbox: () => Promise<(OutboxMail & { text: string })[]>,
  stop: () => Promise<void>,
  release: () => Promise<void>,
): BuiltServer {
  return {
    baseUrl,
    tiles,
    async get(pathname, headers = {}) {
      const res = await fetch(`${baseUrl}${pathname}`, { headers });
      return { status: res.status, html: await res.text(), headers: res.headers };
    },
    send(method, pathname, body, headers = {}) {
      return fetch(`${baseUrl}${pathname}`, {
        method,
        headers: { ...HTTPS, ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    },
    async signUp(user) {
      const res = await fetch(`${baseUrl}/api/auth/register`, {
        method: "POST",
        headers: { ...HTTPS, "content-type": "application/json" },
        body: JSON.stringify({ ...user, password: "a-long-password" }),
      });
      const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
      if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status}`);
      return { ...HTTPS, cookie };
    },
    output,
    async outbox() {
      return (await readOutbox()).map(({ to, subject }) => ({ to, subject }));
    },
    outboxWithText: readOutbox,
    stop,
    release,
  };
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
}
