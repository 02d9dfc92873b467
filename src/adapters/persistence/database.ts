import path from "node:path";
import { DataSource } from "typeorm";
import { migrations } from "../../../migrations/index.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.js";
import { entities } from "./entities/index.js";

export interface Database {
  readonly dataSource: DataSource;
  readonly kind: "embedded" | "server";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size against a real server; the embedded database is always one connection. */
  poolSize?: number;
  /** False in a cluster worker: the primary migrated before forking (decision 21). */
  migrate?: boolean;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded one under DATA_DIR, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!options.databaseUrl)
    embedded = await startEmbeddedPostgres(path.join(options.dataDir, "pg"));
  const dataSource = new DataSource({
    type: "postgres",
    url: options.databaseUrl ?? embedded?.url,
    entities,
    migrations,
    migrationsTransactionMode: "each",
    // PGlite is a single session: one connection makes concurrent requests queue
    // instead of running inside each other's transactions.
    extra: { max: embedded ? 1 : (options.poolSize ?? 10), connectionTimeoutMillis: 5000 },
  });
  try {
    await dataSource.initialize();
    if (options.migrate !== false) await dataSource.runMigrations();
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
    throw error;
  }
  return {
    dataSource,
    kind: embedded ? "embedded" : "server",
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}
