import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { answers } from "./processes.js";

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
 * DATABASE_URL, else on a local server at 127.0.0.1:5432 when one answers, else an embedded
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
  const serverUrl = pglite
    ? undefined
    : process.env.DATABASE_URL || ((await answers("127.0.0.1", 5432)) ? LOCAL_SERVER : undefined);
  if (!serverUrl) {
    return {
      kind: "pglite",
      description: `embedded PGlite in ${dataDir}`,
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

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
