import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import {
  copyTemplateDirectory,
  type DatabaseTemplate,
  databaseUrl,
  templateDatabaseName,
} from "./database-templates.js";
import { appDatabaseEnv } from "./test-pooler.js";

/**
 * A new test database's name. Under `npm test` it begins with the run's prefix
 * (OFIE_TEST_DATABASE_PREFIX, scripts/test-suites.mjs), so that the run can drop at its end
 * whatever a worker's cleanup left behind; run directly, plain "ofie_test".
 */
export function testDatabaseName(kind = ""): string {
  const prefix = process.env.OFIE_TEST_DATABASE_PREFIX ?? "ofie_test";
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) {
    throw new Error(`OFIE_TEST_DATABASE_PREFIX must be a lower-case SQL name, got "${prefix}"`);
  }
  return `${prefix}_${kind ? `${kind}_` : ""}${randomBytes(6).toString("hex")}`;
}

export interface TestDatabase {
  /**
   * DATABASE_URL for the app under test (through the run's PgBouncer, if any: test-pooler.ts),
   * or undefined for the embedded database.
   */
  databaseUrl: string | undefined;
  /** Behind the run's PgBouncer: the direct connection for LISTEN (DATABASE_LISTEN_URL). */
  listenUrl: string | undefined;
  /** DATABASE_URL and DATABASE_LISTEN_URL as the app's environment has them; {} when embedded. */
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

let fileCopy: Promise<boolean> | undefined;

/**
 * How the server copies the template: PostgreSQL 15's default writes every page of the copy to
 * the WAL (0.33 CPU-s of the server's for the seeded template, on the machine of 2026-11-30);
 * a copy of the files costs a third of that (0.12), and a test's database needs no crash
 * safety. Older servers copy the files anyway, and know no STRATEGY.
 */
async function copyStrategy(admin: Client): Promise<string> {
  fileCopy ??= admin
    .query("SHOW server_version_num")
    .then(({ rows }) => Number(rows[0].server_version_num) >= 150000);
  return (await fileCopy) ? " STRATEGY FILE_COPY" : "";
}

/**
 * A fresh database per test file: a new PGlite directory when embedded, or a new
 * database on the server named by DATABASE_URL, dropped afterwards. Empty unless a
 * template is named, then a copy of it (see database-templates.ts).
 */
export async function createTestDatabase({
  template,
}: {
  template?: DatabaseTemplate;
} = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-test-"));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (template) copyTemplateDirectory(template, dataDir);
    return {
      databaseUrl: undefined,
      listenUrl: undefined,
      env: {},
      dataDir,
      async dispose() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = testDatabaseName();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${templateDatabaseName(template)}` : ""}${await copyStrategy(admin)}`,
  );
  await admin.end();
  const env = appDatabaseEnv(databaseUrl(serverUrl, name));
  return {
    databaseUrl: env.DATABASE_URL,
    listenUrl: env.DATABASE_LISTEN_URL,
    env: { ...env },
    dataDir,
    async dispose() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
