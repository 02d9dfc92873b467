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

export interface TestDatabase {
  /** DATABASE_URL for the app under test, or undefined for the embedded database. */
  databaseUrl: string | undefined;
  dataDir: string;
  dispose(): Promise<void>;
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
      dataDir,
      async dispose() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `ofie_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${templateDatabaseName(template)}` : ""}`,
  );
  await admin.end();
  return {
    databaseUrl: databaseUrl(serverUrl, name),
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
