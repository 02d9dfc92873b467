import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const LOCAL_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

/** Where the run's database lives; `env` is what the seed and the app get. */
export interface BenchDatabase {
  kind: "postgresql" | "pglite";
  /** Said in the output and in results.json. */
  description: string;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dispose(): Promise<void>;
}

/**
 * A fresh database for this run, dropped afterwards: on the PostgreSQL server named by
 * DATABASE_URL, else on a local server at 127.0.0.1:5432 when it lets us in, else an embedded
 * PGlite under a temporary DATA_DIR (decision 18).
 */
export async function createBenchDatabase({
  pglite = false,
}: {
  /** Embedded even when a server is at hand (--pglite). */
  pglite?: boolean;
} = {}): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-bench-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let serverUrl = pglite ? undefined : process.env.DATABASE_URL;
  let why = pglite ? "--pglite" : "no DATABASE_URL";
  if (!pglite && !serverUrl) {
    const local = await tryServer(LOCAL_SERVER);
    if (local === true) serverUrl = LOCAL_SERVER;
    else why = `no DATABASE_URL, 127.0.0.1:5432 ${local}`;
  }
  if (!serverUrl) {
    return {
      kind: "pglite",
      description: `embedded PGlite in ${dataDir} (${why})`,
      env: { DATA_DIR: dataDir },
      async dispose() {
        removeDir();
      },
    };
  }
  const name = `ofie_bench_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "postgresql",
    description: `PostgreSQL at ${url.host}, fresh database ${name}${process.env.DATABASE_URL ? " (DATABASE_URL)" : " (local server)"}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async dispose() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

/** true when a server there lets us in; else why not (nothing listening, a password asked…). */
async function tryServer(url: string): Promise<true | string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return `did not let us in: ${error instanceof Error ? error.message : error}`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
