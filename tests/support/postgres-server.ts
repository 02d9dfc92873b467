import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { databaseUrl } from "./database-templates.js";
import { createTestDatabase, testDatabaseName } from "./test-database.js";

/**
 * The PostgreSQL server for the tests that need one whatever the mode (a database outage and
 * a cluster exist only with a server): DATABASE_URL's, else POSTGRES_SERVER_URL (.ci/run passes
 * its server to the PGlite half too), else the local one. Not answering fails the test.
 */
export function postgresServerUrl(): string {
  return (
    process.env.DATABASE_URL ||
    process.env.POSTGRES_SERVER_URL ||
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

export interface ServerDatabase {
  name: string;
  url: string;
  dataDir: string;
  /** Runs SQL on the server's maintenance database (pg_stat_activity, say). */
  adminQuery<T>(sql: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

/**
 * A fresh database on the server: the seeded template when the run is on the server,
 * else an empty one that the app migrates and seeds on its first start. Its url is always the
 * server's own, never the run's PgBouncer: the tests that use it watch the app's connections to
 * the server (an outage between them, none left after a stop).
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const serverUrl = postgresServerUrl();
  const adminQuery = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase({ template: "seeded" });
    const name = new URL(database.databaseUrl ?? "").pathname.slice(1);
    return {
      name,
      url: databaseUrl(serverUrl, name),
      dataDir: database.dataDir,
      adminQuery,
      dispose: database.dispose,
    };
  }
  const name = testDatabaseName();
  await adminQuery(`CREATE DATABASE ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-test-"));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    dataDir,
    adminQuery,
    async dispose() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
