import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { type Application, createApplication } from "../src/bootstrap.js";
import { loadConfig } from "../src/config.js";

export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchApp {
  app: Application;
  /** "server" (a fresh database on PostgreSQL) or "embedded" (PGlite: no server answered). */
  kind: "server" | "embedded";
  /** Where it runs, for the printout (no password: the URL's is dropped). */
  where: string;
  dispose(): Promise<void>;
}

/** Whether a PostgreSQL server answers at url within two seconds. */
export async function serverAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The application (migrated, services built) on a database of its own: a new database on the
 * server (url, or none for the embedded PGlite), dropped again by dispose.
 */
export async function openScratchApp(serverUrl: string | undefined): Promise<ScratchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-bench-search-"));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PASSWORD: "" };
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const app = await createApplication(loadConfig({ ...env, DATABASE_URL: "" }));
    return {
      app,
      kind: "embedded",
      where: "embedded PGlite (no PostgreSQL server answered)",
      async dispose() {
        await app.close();
        removeDir();
      },
    };
  }
  const name = `ofie_bench_search_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const app = await createApplication(loadConfig({ ...env, DATABASE_URL: url.toString() }));
    url.password = "";
    return {
      app,
      kind: "server",
      where: `PostgreSQL ${url.host}, database ${name}`,
      async dispose() {
        await app.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        removeDir();
      },
    };
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    removeDir();
    throw error;
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
