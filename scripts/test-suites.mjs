#!/usr/bin/env node
// Every test on both databases, in one run (decision 38): first on the embedded PGlite, then on
// the PostgreSQL server (DATABASE_URL, else POSTGRES_SERVER_URL, else 127.0.0.1:5432). In each
// half the browser journeys run beside the default suite: they spend much of their time waiting
// on pages, so the two together finish before one after the other. Tests that choose their own
// database whatever the mode (browser-free UI and unit tests, and the fault and jobs tests that
// start a server or an embedded DATA_DIR of their own) run once, in the server half.
// The default suite prints as it goes; the journeys' output follows it, so the two never
// interleave. Exit code: the first failure's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
// For its TMPDIR (decision 49): the shared templates below live where the tests' own data does.
import "../jest.config.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const jest = ["--experimental-vm-modules", "--no-warnings", "node_modules/jest/bin/jest.js"];
const serverUrl =
  process.env.DATABASE_URL ||
  process.env.POSTGRES_SERVER_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

/** Their database does not follow DATABASE_URL: running them in both halves would repeat them. */
const SAME_IN_BOTH_HALVES = [
  "/tests/ui/",
  "/tests/unit/",
  "/tests/cli/jobs-run-once-embedded\\.test\\.ts$",
  "/tests/faults/database-outage\\.test\\.ts$",
  "/tests/faults/embedded-one-writer\\.test\\.ts$",
  "/tests/faults/failed-start\\.test\\.ts$",
  "/tests/faults/two-instances\\.test\\.ts$",
  "/tests/faults/soak-smoke\\.test\\.ts$",
  "/tests/faults/cluster-metrics\\.test\\.ts$",
  "/tests/cli/jobs-run-once-server\\.test\\.ts$",
  // Copies files into a local S3 server: no database at all.
  "/tests/cli/copy-uploads\\.test\\.ts$",
  "/tests/api/advisory-job-lock\\.test\\.ts$",
  "/tests/api/connection-pooler\\.test\\.ts$",
  // Who may do what is decided above the database: walking it once is enough.
  "/tests/pages/authority-walk\\.test\\.ts$",
];

/**
 * The route sweeps hold every page to markup rules (axe, the Nu HTML Checker, no sideways
 * overflow, a quiet console, the CSP): the pages' HTML, not the database under it, which the page
 * tests and the other journeys cover in both halves (decision 55). The server half keeps the
 * signed-in desktop sweep, which reaches the most pages that read and write (the dashboard,
 * favourites, Manage Listings, every admin tab).
 */
const SWEPT_ONCE = [
  "/tests/e2e/routes-visitor-desktop\\.test\\.ts$",
  "/tests/e2e/routes-visitor-phone\\.test\\.ts$",
  "/tests/e2e/routes-user-phone\\.test\\.ts$",
];

/** TEST_TIMINGS_DIR=dir keeps each run's jest --json report there, to find the slow files. */
function timings(name) {
  const dir = process.env.TEST_TIMINGS_DIR;
  return dir ? ["--json", `--outputFile=${dir}/${name}.json`] : [];
}

function run(args, env, { buffered }) {
  const started = Date.now();
  const child = spawn(process.execPath, [...jest, ...args], {
    cwd: root,
    env,
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  if (buffered) {
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

async function removeSharedTemplates() {
  const prefix = path.join(shared, "server", "ready");
  if (fs.existsSync(prefix)) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const template of ["migrated", "seeded"]) {
        const name = `${fs.readFileSync(prefix, "utf8")}_${template}`;
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  }
  fs.rmSync(shared, { recursive: true, force: true });
}

async function half(name, key, env, suiteArgs, journeysEnv = {}, journeysArgs = []) {
  process.stdout.write(`\n=== ${name}: default suite (browser journeys beside it) ===\n`);
  const browser = run(
    ["-c", "jest.e2e.config.js", ...timings(`${key}-journeys`), ...journeysArgs],
    { ...env, ...journeysEnv },
    {
      buffered: true,
    },
  );
  // Three files at a time: with two, and the journeys beside them, a third of the CPU sat idle
  // while files waited on their servers and databases.
  const suite = await run(["--maxWorkers=3", ...timings(`${key}-suite`), ...suiteArgs], env, {
    buffered: false,
  });
  const journeys = await browser;
  process.stdout.write(`\n=== ${name}: browser journeys ===\n${journeys.output}`);
  return { name, suite, journeys };
}

// The four jest processes build each database template once between them, here (decision 53;
// tests/support/database-templates.ts): the embedded ones stay for the server half's tests that
// start an embedded server of their own.
const shared = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-run-templates-"));
const embeddedEnv = {
  ...process.env,
  POSTGRES_SERVER_URL: serverUrl,
  OFIE_SHARED_TEMPLATES: shared,
};
delete embeddedEnv.DATABASE_URL;
// The apps under test reach the server through a PgBouncer in transaction mode that each jest
// process starts (tests/support/test-pooler.ts), LISTEN direct; the harness's own work stays
// direct (decision 59). One pass through the pooler, at no extra cost: this half is that pass.
const serverEnv = {
  ...process.env,
  DATABASE_URL: serverUrl,
  OFIE_SHARED_TEMPLATES: shared,
  OFIE_TEST_POOLER: "pgbouncer",
};
let results;
try {
  results = [
    await half("embedded PostgreSQL (PGlite)", "embedded", embeddedEnv, [
      "--testPathIgnorePatterns",
      "/node_modules/",
      "/tests/e2e/",
      ...SAME_IN_BOTH_HALVES,
    ]),
    // The screenshots in test-results/screens are the first half's: the same pages, same names.
    await half("PostgreSQL server", "server", serverEnv, [], { E2E_SCREENS: "off" }, [
      "--testPathIgnorePatterns",
      "/node_modules/",
      ...SWEPT_ONCE,
    ]),
  ];
} finally {
  await removeSharedTemplates();
}
process.stdout.write("\n");
let failed = 0;
for (const { name, suite, journeys } of results) {
  process.stdout.write(
    `${name}: suite ${suite.seconds.toFixed(0)} s (exit ${suite.code}), browser journeys ${journeys.seconds.toFixed(0)} s (exit ${journeys.code})\n`,
  );
  failed ||= suite.code || journeys.code;
}
process.exit(failed);
