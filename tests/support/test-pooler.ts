import { type Pgbouncer, startPgbouncer } from "./pgbouncer.js";

// Set by scripts/test-suites.mjs for the runs on the PostgreSQL server: the apps under test reach their
// databases through a PgBouncer in transaction mode (decision 59), as production may, while the
// harness's own work (creating databases from templates, dropping them) stays direct.
const WANTED = "OFIE_TEST_POOLER";
// Where globalSetup's PgBouncer listens, for the test workers it forks.
const URL_VAR = "OFIE_TEST_POOLER_URL";

let running: Pgbouncer | undefined;

/** jest globalSetup: PgBouncer in front of DATABASE_URL's server when OFIE_TEST_POOLER=pgbouncer. */
export async function startTestPooler(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env[WANTED] !== "pgbouncer" || !serverUrl) return;
  running = await startPgbouncer(serverUrl);
  process.env[URL_VAR] = running.url;
}

/** jest globalTeardown. */
export async function stopTestPooler(): Promise<void> {
  await running?.stop();
  running = undefined;
}

/**
 * The environment that points the app under test at the server database `directUrl` names:
 * through the run's PgBouncer when there is one, with LISTEN on the direct connection
 * (DATABASE_LISTEN_URL), as decision 59 has an operator configure it.
 */
export function appDatabaseEnv(directUrl: string): {
  DATABASE_URL: string;
  DATABASE_LISTEN_URL?: string;
} {
  const pooler = process.env[URL_VAR];
  if (!pooler) return { DATABASE_URL: directUrl };
  const pooled = new URL(pooler);
  pooled.pathname = new URL(directUrl).pathname;
  return { DATABASE_URL: pooled.toString(), DATABASE_LISTEN_URL: directUrl };
}

/** `SHOW …` on this run's PgBouncer console (e.g. POOLS), as text; "" when there is no pooler. */
export async function poolerShow(command: string): Promise<string> {
  const pooler = process.env[URL_VAR];
  if (!pooler) return "";
  const { Client } = await import("pg");
  const admin = new Client({
    host: "127.0.0.1",
    port: Number(new URL(pooler).port),
    user: "pgbouncer",
    database: "pgbouncer",
  });
  await admin.connect();
  try {
    // Without parameters pg sends the simple query protocol, the only one the console speaks.
    const { rows } = await admin.query(command);
    return rows.map((row) => JSON.stringify(row)).join("\n");
  } finally {
    await admin.end();
  }
}
