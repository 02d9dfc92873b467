import type Koa from "koa";
import type { Logger } from "pino";
import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import type { Clock } from "../../src/shared/ports.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export interface TestApp {
  application: Application;
  koa: Koa;
  /** A fresh cookie-keeping client, as one browser would be. */
  client(): supertest.Agent;
  /** Runs SQL against the app's database (to arrange or inspect rows). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Empties every table, so each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The environment of an app behind a reverse proxy on this machine: supertest connects from
 * 127.0.0.1, so the tests' X-Forwarded-* headers are the proxy's (decision 39).
 */
export const BEHIND_LOCAL_PROXY = { TRUST_PROXY: "127.0.0.1" } as const;

export async function startTestApp(
  env: Record<string, string> = {},
  { clock, logger }: { clock?: Clock; logger?: Logger } = {},
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase({ template: "migrated" });
  const config = loadConfig({
    NODE_ENV: "test",
    // The run's password hashing cost (jest.config.js), as the servers the tests start inherit it.
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    DATA_DIR: database.dataDir,
    ...database.env,
    ADMIN_PASSWORD: "test-admin-password",
    ...env,
  });
  const application = await createApplication(config, logger, { clock });
  const koa = createHttpApp(application);
  const dataSource = application.database.dataSource;
  const [{ value: adminHash }] = await dataSource.query(
    `SELECT value FROM settings WHERE key = 'admin_password_hash'`,
  );
  // Only the tables a test wrote to are emptied: truncating all ~45 each time cost 140 ms a test
  // on PGlite. The tables are the migrations', so the question is written once.
  const tables: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
  );
  const filledTables = `SELECT array_remove(ARRAY[${tables
    .map((t) => `CASE WHEN EXISTS (SELECT 1 FROM "${t.tablename}") THEN '${t.tablename}' END`)
    .join(", ")}], NULL) AS filled`;
  return {
    application,
    koa,
    client: () => supertest.agent(koa.callback()),
    sql: (query, params) => dataSource.query(query, params),
    async reset() {
      const [{ filled }]: { filled: string[] }[] = await dataSource.query(filledTables);
      if (filled.length > 0) {
        await dataSource.query(`TRUNCATE ${filled.map((t) => `"${t}"`).join(", ")} CASCADE`);
      }
      // RESTART IDENTITY, in one statement, for every sequence used (also of a table the test
      // emptied itself).
      await dataSource.query(
        `SELECT setval(format('%I', sequencename)::regclass, start_value, false)
           FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
      );
      // The admin password hash lives in settings: put back the start's own (hashing it again
      // cost 80 ms a test).
      await dataSource.query(
        `INSERT INTO settings (key, value) VALUES ('admin_password_hash', $1)`,
        [adminHash],
      );
    },
    async close() {
      await application.close();
      await database.dispose();
    },
  };
}
