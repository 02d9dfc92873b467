import "reflect-metadata";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

// Why: a fresh embedded database costs ~6 s of PGlite initdb before its migrations, and the built
// server seeds the Ghana data on its first start; paid by every test file, that was most of the
// suite's time. Jest's globalSetup builds both states once per run, and each test file gets its
// own copy: a copied directory (embedded) or `CREATE DATABASE … TEMPLATE` (server).

/**
 * "previous": the previous release's schema, empty (tests/persistence/previous-release.ts), where
 * the upgrade tests write that release's rows. "migrated": every migration's tables and rows
 * only, migrated on from "previous" as an upgrade is. "seeded": as the app's first start leaves it.
 */
export type DatabaseTemplate = "previous" | "migrated" | "seeded";
export const TEMPLATES: DatabaseTemplate[] = ["previous", "migrated", "seeded"];

// Where globalSetup left the templates, for the test workers it forks and for globalTeardown:
// a directory holding one DATA_DIR per template (embedded), or a database name prefix (server).
const LOCATION = "OFIE_TEST_TEMPLATES";
// The embedded templates' directory in either mode, when there are some: the tests that start an
// embedded server of their own whatever the mode copy its seeded DATA_DIR.
const EMBEDDED = "OFIE_EMBEDDED_TEMPLATES";
// Set by scripts/test-suites.mjs, which runs several jest processes (decisions 53, 72): a directory
// where the first to need a kind of template builds it and the others wait for it. The script
// removes them after the run.
const SHARED = "OFIE_SHARED_TEMPLATES";

/** jest globalSetup. The admin password is left unset, as before the app's first start sets it. */
export async function createDatabaseTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const shared = process.env[SHARED];
  if (!serverUrl) {
    const root = shared
      ? await embeddedSharing(shared)
      : await buildEmbedded(fs.mkdtempSync(path.join(os.tmpdir(), "ofie-templates-")));
    process.env[LOCATION] = root;
    process.env[EMBEDDED] = root;
    return;
  }
  if (!shared) {
    process.env[LOCATION] = await buildServer(serverUrl);
    return;
  }
  process.env[LOCATION] = await buildOnce(path.join(shared, "server"), () =>
    buildServer(serverUrl),
  );
  // Whichever process gets there first builds them.
  process.env[EMBEDDED] = await buildOnce(path.join(shared, "embedded"), buildEmbedded);
}

/**
 * The embedded templates, built by the first process to need them. A process that finds them
 * claimed builds the server's meanwhile, if nobody has, rather than wait on an idle core.
 */
async function embeddedSharing(shared: string): Promise<string> {
  const embedded = path.join(shared, "embedded");
  if (claim(embedded)) return publish(embedded, buildEmbedded);
  const server = path.join(shared, "server");
  const serverUrl = process.env.POSTGRES_SERVER_URL;
  if (serverUrl && claim(server)) {
    // A failure is left in server/failed for a server run to report: this one needs none.
    await publish(server, () => buildServer(serverUrl)).catch(() => undefined);
  }
  return waitFor(embedded);
}

/** jest globalTeardown. */
export async function removeDatabaseTemplates(): Promise<void> {
  const location = process.env[LOCATION];
  const serverUrl = process.env.DATABASE_URL;
  if (!location || process.env[SHARED]) return;
  if (!serverUrl) fs.rmSync(location, { recursive: true, force: true });
  else await dropServerTemplates(serverUrl, location);
}

/** Drops the server templates named by prefix (scripts/test-suites.mjs does the same). */
async function dropServerTemplates(serverUrl: string, prefix: string): Promise<void> {
  for (const template of TEMPLATES) {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${prefix}_${template} WITH (FORCE)`);
  }
}

/** Copies a template's DATA_DIR into dataDir (embedded). */
export function copyTemplateDirectory(template: DatabaseTemplate, dataDir: string): void {
  fs.cpSync(path.join(templateLocation(), template), dataDir, { recursive: true });
}

/**
 * Fills dataDir with an embedded database as the app's first start leaves it, whatever the mode:
 * a copy of the seeded embedded template, or, in a server-mode jest run of its own, which built
 * none, the same built in place.
 */
export async function fillEmbeddedSeeded(dataDir: string): Promise<void> {
  await fillEmbedded("seeded", dataDir);
}

/** Fills dataDir with an embedded database in a template's state, whatever the mode (as above). */
export async function fillEmbedded(template: DatabaseTemplate, dataDir: string): Promise<void> {
  const root = process.env[EMBEDDED];
  if (root) fs.cpSync(path.join(root, template), dataDir, { recursive: true });
  else if (template === "previous") await buildPrevious({ dataDir });
  else await build({ dataDir }, { seed: template === "seeded" });
}

/** The server database to copy (`CREATE DATABASE … TEMPLATE` it: no connection may stay open on it). */
export function templateDatabaseName(template: DatabaseTemplate): string {
  return `${templateLocation()}_${template}`;
}

function templateLocation(): string {
  const location = process.env[LOCATION];
  if (!location) throw new Error("no database templates: jest's globalSetup makes them");
  return location;
}

/** The embedded templates, as DATA_DIRs in root; root. */
async function buildEmbedded(root: string): Promise<string> {
  await buildPrevious({ dataDir: path.join(root, "previous") });
  smallBufferPool(path.join(root, "previous"));
  fs.cpSync(path.join(root, "previous"), path.join(root, "migrated"), { recursive: true });
  await build({ dataDir: path.join(root, "migrated") });
  fs.cpSync(path.join(root, "migrated"), path.join(root, "seeded"), { recursive: true });
  await build({ dataDir: path.join(root, "seeded") }, { seed: true });
  return root;
}

/**
 * A test database's PGlite starts with a 16 MB buffer pool rather than initdb's 128 MB: each
 * start clears the whole pool (0.6 of its 1.5 s of CPU on this machine), and a test's database
 * is a few megabytes. What a query answers does not depend on it. Every copy inherits it.
 */
function smallBufferPool(dataDir: string): void {
  const conf = path.join(dataDir, "pg", "postgresql.conf");
  const text = fs.readFileSync(conf, "utf8");
  if (!/^shared_buffers = /m.test(text)) throw new Error(`no shared_buffers line in ${conf}`);
  fs.writeFileSync(conf, text.replace(/^shared_buffers = \S+/m, "shared_buffers = 16MB"));
}

/** The server templates; their name prefix. */
async function buildServer(serverUrl: string): Promise<string> {
  const prefix = `ofie_template_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${prefix}_previous`);
  await buildPrevious({
    databaseUrl: databaseUrl(serverUrl, `${prefix}_previous`),
    dataDir: os.tmpdir(),
  });
  await onServer(serverUrl, `CREATE DATABASE ${prefix}_migrated TEMPLATE ${prefix}_previous`);
  await build({ databaseUrl: databaseUrl(serverUrl, `${prefix}_migrated`), dataDir: os.tmpdir() });
  await onServer(serverUrl, `CREATE DATABASE ${prefix}_seeded TEMPLATE ${prefix}_migrated`);
  await build(
    { databaseUrl: databaseUrl(serverUrl, `${prefix}_seeded`), dataDir: os.tmpdir() },
    { seed: true },
  );
  return prefix;
}

/**
 * The first process to create dir builds into it and writes what it built to dir/ready; the
 * others wait for that (or for dir/failed). Jest starts the suite's and the journeys' processes
 * together: one builds while the other waits, instead of both building the same.
 */
async function buildOnce(dir: string, make: (dir: string) => Promise<string>): Promise<string> {
  return claim(dir) ? publish(dir, make) : waitFor(dir);
}

function claim(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

async function publish(dir: string, make: (dir: string) => Promise<string>): Promise<string> {
  const ready = path.join(dir, "ready");
  try {
    const made = await make(dir);
    // Renamed into place: a waiter never reads a half-written file.
    fs.writeFileSync(`${ready}.tmp`, made);
    fs.renameSync(`${ready}.tmp`, ready);
    return made;
  } catch (error) {
    fs.writeFileSync(path.join(dir, "failed"), String((error as Error).stack ?? error));
    throw error;
  }
}

async function waitFor(dir: string): Promise<string> {
  const ready = path.join(dir, "ready");
  const failed = path.join(dir, "failed");
  for (;;) {
    if (fs.existsSync(ready)) return fs.readFileSync(ready, "utf8");
    if (fs.existsSync(failed)) {
      throw new Error(`the templates failed to build: ${fs.readFileSync(failed, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens the database (which migrates it) and seeds it if asked. Imported here, not above: a
 * process that finds its templates built needs neither TypeORM nor the app.
 */
async function build(
  options: { databaseUrl?: string; dataDir: string },
  { seed = false }: { seed?: boolean } = {},
): Promise<void> {
  const { openDatabase } = await import("../../src/adapters/persistence/database.js");
  const database = await openDatabase(options);
  try {
    if (seed) {
      const { seedDatabase } = await import("../../seeds/seed-database.js");
      await seedDatabase(database.dataSource);
    }
  } finally {
    await database.close();
  }
}

/** The previous release's migrations only: PGlite's initdb and those are paid once a run. */
async function buildPrevious(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const { atPreviousRelease } = await import("../persistence/previous-release.js");
  const { databaseUrl, dataDir } = options;
  await atPreviousRelease({ databaseUrl, listenUrl: undefined, dataDir }, async () => {});
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
