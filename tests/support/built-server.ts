import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { listeningTcpPorts } from "../../bench/listening-ports.js";
import { createTestDatabase } from "./test-database.js";
import { startTileServer, type TileServer } from "./tile-server.js";

// The real production server, built by `npm run build` (npm test runs it first): the pages are
// rendered from dist/ exactly as `npm start` and the Docker image serve them.
const root = path.resolve(__dirname, "../..");
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
  /** Everything the server has printed so far (pino's JSON lines, at the level it was started with). */
  output(): string;
  /**
   * The mails queued in the outbox, as the outbox mailer logs each one (the server runs without
   * SMTP_URL). Read from the log, so it works with the embedded database the server holds open
   * and with DATABASE_URL alike; needs the server started with `logLevel: "info"`.
   */
  outbox(): OutboxMail[];
  /**
   * The outbox's mails whose text has been logged too (at debug level: start the server with
   * `logLevel: "debug"`).
   */
  outboxWithText(): (OutboxMail & { text: string })[];
  stop(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
}

export interface BuiltServerOptions {
  logLevel?: string;
  /**
   * "production": one worker per CPU when on the PostgreSQL server, as `npm start` runs (the
   * browser journeys: a write in one worker and the read in another). Else one process: a page
   * test reads what it renders, and a second worker's start was a tenth of the server half's CPU.
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
  for (const file of [serverMain, pagesEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const database = await createTestDatabase({ template: "seeded" });
  const tiles = await startTileServer();
  let server: ChildProcess | undefined;
  let baseUrl = "";
  let output = "";
  // Another process may take the free port before the server listens: it then exits saying so,
  // and a new port is tried.
  for (let attempt = 1; !server; attempt++) {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
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
    const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: "pipe" });
    output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    try {
      await waitUntilServing(child, baseUrl, () => output, 60_000);
      server = child;
    } catch (error) {
      await stopServer(child);
      if (attempt === 3 || !output.includes("EADDRINUSE")) {
        await Promise.all([database.dispose(), tiles.stop()]);
        throw error;
      }
    }
  }
  const running = server;
  const stop = async () => {
    await stopServer(running);
    await Promise.all([database.dispose(), tiles.stop()]);
  };
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
    output: () => output,
    outbox() {
      if (!["info", "debug", "trace"].includes(logLevel)) {
        throw new Error('the outbox is read from the log: start the server with logLevel "info"');
      }
      return output
        .split("\n")
        .filter((line) => line.includes('"mail queued in outbox"'))
        .map((line) => {
          const { to, subject } = JSON.parse(line) as OutboxMail;
          return { to, subject };
        });
    },
    outboxWithText() {
      if (logLevel !== "debug" && logLevel !== "trace") {
        throw new Error('mail texts are read from the log: start the server with logLevel "debug"');
      }
      const lines = output.split("\n").filter((line) => line.startsWith("{"));
      const texts = new Map<number, string>();
      for (const line of lines.filter((l) => l.includes('"outbox mail body"'))) {
        const { mailId, text } = JSON.parse(line) as { mailId: number; text: string };
        texts.set(mailId, text);
      }
      // The body is logged just after the "queued" line, and may not have arrived yet: a mail
      // counts once both have.
      return lines
        .filter((line) => line.includes('"mail queued in outbox"'))
        .map((line) => JSON.parse(line) as OutboxMail & { mailId: number })
        .filter(({ mailId }) => texts.has(mailId))
        .map(({ mailId, to, subject }) => ({ to, subject, text: texts.get(mailId) ?? "" }));
    },
    stop,
  };
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the API answers; fails with the server's own output if it dies or never comes up. */
async function waitUntilServing(
  server: ChildProcess,
  baseUrl: string,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/properties?limit=1`);
      // Ours, not another run's server that took the port between freePort and our listen.
      if (
        res.ok &&
        server.pid &&
        listeningTcpPorts(server.pid).includes(Number(new URL(baseUrl).port))
      )
        return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** React's text escaping, so a text with an apostrophe or ampersand is found as sent. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** The answers a page's `+data.ssr.ts` seeded, read back from the pageContext Vike sends along. */
export function seedsIn(html: string): Record<string, unknown> {
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
    html,
  );
  // Vike's pageContext holds them as one JSON text (web/ui/queries/seeds.ts).
  return JSON.parse(JSON.parse(json?.[1] ?? "null").data.seeds);
}
