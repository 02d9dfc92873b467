import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Runs of the built CLI as cron starts them, and a feed that answers when told (decision 36). */
const root = fileURLToPath(new URL("../..", import.meta.url));
const cliMain = path.join(root, "build/cli/main.js");

export interface CliRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
}

export function assertCliBuilt(): void {
  if (!existsSync(cliMain)) throw new Error(`${cliMain} is missing: run \`npm run build:server\``);
}

/** `node build/cli/main.js …` on the database `env` names (DATABASE_URL, else DATA_DIR's). */
export function startCli(env: Record<string, string | undefined>, ...args: string[]): CliRun {
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "jobs-test-admin-password",
    PUBLIC_URL: "https://ofie.test",
  };
  delete full.DATABASE_URL;
  delete full.DATABASE_LISTEN_URL;
  delete full.SMTP_URL; // mail stays in mail_outbox, where the tests count it
  delete full.REDIS_URL;
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined) full[key] = value;
  }
  const child = spawn(process.execPath, [cliMain, ...args], {
    cwd: root,
    env: full,
    stdio: "pipe",
  });
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

/**
 * How long a test waits for the losing run to end. Starting the CLI costs about 1 s of CPU; with
 * a full suite on 2 cores one start took 8.6 s (load average 17), and this file 42–65 s in all
 * where alone it takes 1 s: a fixed 30 s let a slow start be mistaken for a hung run (the CI
 * failure of 2026-11-26).
 */
export const LOSER_WAIT_MS = 90_000;
/** A test of two runs at once: the loser's wait, then the winner's end. */
export const TWO_RUNS_TEST_MS = LOSER_WAIT_MS + 60_000;

/**
 * The first of the runs to end (with its index). When none has within `ms`, both are stopped and
 * the test fails at once with what each printed and, from `explain`, what the database shows of
 * them: a run that waits (on a lock, on a pooler's server connection) says where it waits,
 * instead of the test running into jest's timeout with nothing to read.
 */
export async function firstToEnd(runs: CliRun[], ms: number, explain?: () => Promise<string>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  const ended = runs.map((run, index) => run.done.then((result) => ({ index, ...result })));
  let first: Awaited<(typeof ended)[number]> | null;
  try {
    first = await Promise.race([...ended, late]);
  } finally {
    clearTimeout(timer);
  }
  if (first) return first;
  const why = explain ? await explain().catch((error: unknown) => `explain failed: ${error}`) : "";
  for (const run of runs) run.child.kill("SIGKILL");
  const outs = await Promise.all(runs.map((run) => run.done));
  throw new Error(
    [
      `neither run ended within ${ms} ms`,
      why,
      ...outs.map((o, i) => `--- run ${i} (exit ${o.code}):\n${o.out || "(printed nothing)"}`),
    ].join("\n"),
  );
}

/**
 * An RSS feed on 127.0.0.1 that answers only when `answer()` is called: the run reading it holds
 * its job meanwhile, so a second run surely overlaps it.
 */
/**
 * The held feed answers only once the losing run has ended: on a loaded machine that can come
 * later than the 15 s a production run gives a feed, so the runs reading it wait longer.
 */
export const HELD_FEED_ENV = { BLOG_FEED_TIMEOUT_MS: String(LOSER_WAIT_MS + 30_000) } as const;

export async function heldFeed() {
  const waiting: http.ServerResponse[] = [];
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests += 1;
    waiting.push(res);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  const answer = () => {
    for (const res of waiting.splice(0)) {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(RSS);
    }
  };
  return {
    url: `http://127.0.0.1:${port}/rss.xml`,
    requests: () => requests,
    answer,
    async close() {
      answer();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The two posts of the feed, by the slugs the refresh gives them. */
export const FEED_SLUGS = [
  "accra-rents-climb-for-a-third-quarter",
  "lands-commission-digitises-land-title-registration",
];

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
