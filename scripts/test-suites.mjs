#!/usr/bin/env node
// `npm test` (decisions 72, 80): the static checks and the build once, every test once, the
// persistence contract on both databases and the benchmarks' smoke check. The unit and UI tests
// (no database, no build) start beside the checks and the build; the browser journeys once the
// build is done, and run beside the rest. The other stages follow each other in one line:
//   1. the persistence contract on the embedded PGlite, then on the PostgreSQL server, the
//      benchmarks' smoke check beside the latter;
//   2. everything above the repositories (API, pages, CLI, faults, seeds), once, on the server,
//      the apps reaching it through a PgBouncer in transaction mode as production may.
// The embedded default as a newcomer starts it is one of the journeys (embedded-start.test.ts).
// The stages in line print as they go; the checks', the build's, the journeys' and the smoke
// check's output follows theirs, so none interleave. The end is a table of each stage's time.
// Exit code: the first failure's.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
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

/** TEST_TIMINGS_DIR=dir keeps each run's jest --json report there, to find the slow files. */
function timings(name) {
  const dir = process.env.TEST_TIMINGS_DIR;
  return dir ? ["--json", `--outputFile=${dir}/${name}.json`] : [];
}

function run(args, env, options) {
  return spawnTimed(process.execPath, [...jest, ...args], env, options);
}

function spawnTimed(command, args, env, { buffered }) {
  const started = Date.now();
  const child = spawn(command, args, {
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
  const done = new Promise((resolve) => {
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }),
    );
  });
  // For a stage to stop another: a failed check ends the journeys started beside it.
  done.child = child;
  return done;
}

async function removeSharedTemplates() {
  const prefix = path.join(shared, "server", "ready");
  if (fs.existsSync(prefix)) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const template of ["previous", "migrated", "seeded"]) {
        const name = `${fs.readFileSync(prefix, "utf8")}_${template}`;
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  }
  fs.rmSync(shared, { recursive: true, force: true });
}

/**
 * Drops the run's test databases still on the server. A worker's shared server is stopped and
 * its database dropped by a reaper process once the worker has gone (tests/support/
 * worker-server-reaper.cjs), after its jest process has ended and with nothing waiting for it:
 * a run whose admin database went first (.ci/run drops its own on exit) left them behind.
 */
async function dropRunDatabases() {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${runDatabasePrefix}_`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    if (rows.length > 0) {
      process.stdout.write(
        `\n(${rows.length} test database(s) left by the workers were dropped)\n`,
      );
    }
  } catch (error) {
    process.stdout.write(`\n(the run's test databases could not be checked: ${error.message})\n`);
  } finally {
    await client.end().catch(() => {});
  }
}

const results = [];
const npm = (script, buffered) =>
  spawnTimed("npm", ["run", "--silent", script], process.env, { buffered });

// The jest processes build each database template once between them, here (decision 53;
// tests/support/database-templates.ts): the embedded ones also serve the tests that start an
// embedded server of their own.
const shared = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-run-templates-"));
// Every test database of the run is named with this prefix (tests/support/test-database.ts):
// what a worker's own cleanup left behind is dropped at the end (dropRunDatabases).
const runDatabasePrefix = `ofie_test_${randomBytes(4).toString("hex")}`;
const embeddedEnv = {
  ...process.env,
  POSTGRES_SERVER_URL: serverUrl,
  OFIE_SHARED_TEMPLATES: shared,
  OFIE_TEST_DATABASE_PREFIX: runDatabasePrefix,
};
delete embeddedEnv.DATABASE_URL;
// The apps under test reach the server through a PgBouncer in transaction mode that each jest
// process starts (tests/support/test-pooler.ts), LISTEN direct; the harness's own work stays
// direct (decision 59).
const serverEnv = {
  ...process.env,
  DATABASE_URL: serverUrl,
  POSTGRES_SERVER_URL: serverUrl,
  OFIE_SHARED_TEMPLATES: shared,
  OFIE_TEST_POOLER: "pgbouncer",
  OFIE_TEST_DATABASE_PREFIX: runDatabasePrefix,
};

const stages = [
  {
    name: "persistence contract on the embedded PostgreSQL (PGlite)",
    key: "contract-embedded",
    env: embeddedEnv,
    project: "persistence",
  },
  {
    name: "persistence contract on the PostgreSQL server",
    key: "contract-server",
    env: serverEnv,
    project: "persistence",
    // The benchmarks' smoke check beside it: this stage leaves a core half idle.
    withBench: true,
  },
  {
    name: "API, pages, CLI, faults and seeds, once, on the PostgreSQL server",
    key: "rest",
    // Three files at a time: many of them wait on servers and databases they started.
    args: ["--maxWorkers=3"],
    env: serverEnv,
    project: "database",
  },
];

// The run is short of CPU, not of order (decision 80): the checks, the build and the unit tests
// (which need neither the build nor a database) start together; the journeys once the build
// is done. A failed check or build stops the run as soon as it is known.
const unitName = "unit and UI tests (no database)";
let bench;
try {
  process.stdout.write(`\n=== ${unitName}, beside the checks and the build ===\n`);
  const unit = run(["--selectProjects", "unit", "ui", ...timings("unit")], serverEnv, {
    buffered: false,
  });
  const check = npm("check", true);
  const build = npm("build:after-check", true);
  const built = await build;
  const journeys =
    built.code === 0
      ? run(
          ["-c", "jest.e2e.config.js", ...timings("journeys")],
          { ...serverEnv },
          { buffered: true },
        )
      : undefined;
  const checked = await check;
  const unitResult = await unit;
  for (const [name, result] of [
    ["type-check, lint and layer rule", checked],
    ["build (without checking again)", built],
  ]) {
    process.stdout.write(`\n=== ${name} ===\n${result.output}`);
    results.push({ name, ...result });
  }
  results.push({ name: unitName, ...unitResult });
  if (checked.code !== 0 || built.code !== 0) {
    journeys?.child.kill("SIGTERM");
    await journeys;
    await removeSharedTemplates();
    await dropRunDatabases();
    report();
  }
  for (const stage of stages) {
    process.stdout.write(`\n=== ${stage.name} (browser journeys beside it) ===\n`);
    if (stage.withBench) bench = npm("test:bench-smoke", true);
    const result = await run(
      ["--selectProjects", stage.project, ...(stage.args ?? []), ...timings(stage.key)],
      stage.env,
      { buffered: false },
    );
    results.push({ name: stage.name, ...result });
  }
  const journeysResult = await journeys;
  process.stdout.write(`\n=== browser journeys ===\n${journeysResult.output}`);
  results.push({ name: "browser journeys (from the start, beside the rest)", ...journeysResult });
} finally {
  await removeSharedTemplates();
  await dropRunDatabases();
}
if (bench) {
  const benchResult = await bench;
  process.stdout.write(`\n=== the benchmarks' smoke check ===\n${benchResult.output}`);
  results.push({
    name: "the benchmarks' smoke check (beside the server's contract)",
    ...benchResult,
  });
}
report();

function report() {
  process.stdout.write("\n");
  let failed = 0;
  for (const { name, code, seconds } of results) {
    process.stdout.write(`${name}: ${seconds.toFixed(0)} s (exit ${code})\n`);
    failed ||= code;
  }
  process.exit(failed);
}
