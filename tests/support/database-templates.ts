import "reflect-metadata";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { DataSource } from "typeorm";
import { seedDatabase } from "../../seeds/seed-database.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";

// Why: a fresh embedded database costs ~6 s of PGlite initdb before its migrations, and the built
// server seeds the Ghana data on its first start; paid by every test file, that was most of the
// suite's time. Jest's globalSetup builds both states once per run, and each test file gets its
// own copy: a copied directory (embedded) or `CREATE DATABASE … TEMPLATE` (server).

/** "migrated": the migrations' tables and rows only. "seeded": as the app's first start leaves it. */
export type DatabaseTemplate = "migrated" | "seeded";

// Where globalSetup left the templates, for the test workers it forks and for globalTeardown:
// a directory holding one DATA_DIR per template (embedded), or a database name prefix (server).
const LOCATION = "OFIE_TEST_TEMPLATES";

/** jest globalSetup. The admin password is left unset, as before the app's first start sets it. */
export async function createDatabaseTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-templates-"));
    process.env[LOCATION] = root;
    await build({ dataDir: path.join(root, "migrated") });
    fs.cpSync(path.join(root, "migrated"), path.join(root, "seeded"), { recursive: true });
    await build({ dataDir: path.join(root, "seeded") }, seedDatabase);
    return;
  }
  const prefix = `ofie_template_${randomBytes(4).toString("hex")}`;
  process.env[LOCATION] = prefix;
  await onServer(serverUrl, `CREATE DATABASE ${prefix}_migrated`);
  await build({ databaseUrl: databaseUrl(serverUrl, `${prefix}_migrated`), dataDir: os.tmpdir() });
  await onServer(serverUrl, `CREATE DATABASE ${prefix}_seeded TEMPLATE ${prefix}_migrated`);
  await build(
    { databaseUrl: databaseUrl(serverUrl, `${prefix}_seeded`), dataDir: os.tmpdir() },
    seedDatabase,
  );
}

/** jest globalTeardown. */
export async function removeDatabaseTemplates(): Promise<void> {
  const location = process.env[LOCATION];
  const serverUrl = process.env.DATABASE_URL;
  if (!location) return;
  if (!serverUrl) fs.rmSync(location, { recursive: true, force: true });
  else {
    for (const template of ["migrated", "seeded"]) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${location}_${template} WITH (FORCE)`);
    }
  }
}

/** Copies a template's DATA_DIR into dataDir (embedded). */
export function copyTemplateDirectory(template: DatabaseTemplate, dataDir: string): void {
  fs.cpSync(path.join(templateLocation(), template), dataDir, { recursive: true });
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

async function build(
  options: { databaseUrl?: string; dataDir: string },
  fill?: (dataSource: DataSource) => Promise<unknown>,
): Promise<void> {
  const database = await openDatabase(options);
  try {
    await fill?.(database.dataSource);
  } finally {
    await database.close();
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
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
