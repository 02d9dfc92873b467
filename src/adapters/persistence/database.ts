import path from "node:path";
import { DataSource } from "typeorm";
import { migrations } from "../../../migrations/index.js";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { EmbeddedCatalogueChanges, ListeningCatalogueChanges } from "./catalogue-changes.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.js";
import { entities } from "./entities/index.js";

export interface Database {
  readonly dataSource: DataSource;
  readonly kind: "embedded" | "server";
  /** Every committed write to what visitors see, from any process (decision 22). */
  readonly catalogueChanges: CatalogueChanges;
  /** True when `SELECT 1` answers within timeoutMs (readiness); never throws. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size against a real server; the embedded database is always one connection. */
  poolSize?: number;
  /** False in a cluster worker: the primary migrated before forking (decision 21). */
  migrate?: boolean;
  /** Where the LISTEN connection says it was lost. */
  logger?: Logger;
}

/**
 * How long a request may wait on the database before it answers 503 (decision 28). During an
 * outage a request fails fast (refused) or within these bounds (a server that stopped
 * answering), and the pool drops the broken clients so the first request after the outage
 * opens new ones: no restart. Waiting for a free pool slot counts against the connect bound.
 */
export const POOL_LIMITS = {
  /** Connecting, or waiting for a free client of a busy pool. */
  connectionTimeoutMillis: 1500,
  /** Idle clients are closed after 10 s, so a pool left over from an outage renews itself. */
  idleTimeoutMillis: 10_000,
  /** Lets the kernel notice a peer that vanished without closing the socket. */
  keepAlive: true,
};

/**
 * Settings for every session on a PostgreSQL server (decision 31). JIT compiles a query whose
 * estimated cost is high, which a search of a million listings can reach: 20 ms spent
 * compiling a query that then runs for a few. A 16 MB work_mem keeps the bitmap of a broad
 * filter exact (at 4 MB it turned lossy and every row of its pages was rechecked).
 */
const SESSION_OPTIONS = "-c jit=off -c work_mem=16MB";

/** Opens PostgreSQL (DATABASE_URL) or the embedded one under DATA_DIR, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let catalogueChanges: EmbeddedCatalogueChanges | ListeningCatalogueChanges;
  if (options.databaseUrl) {
    catalogueChanges = new ListeningCatalogueChanges(
      options.databaseUrl,
      options.logger ?? console,
    );
  } else {
    const heard = new EmbeddedCatalogueChanges();
    catalogueChanges = heard;
    embedded = await startEmbeddedPostgres(path.join(options.dataDir, "pg"), heard.notify);
  }
  const dataSource = new DataSource({
    type: "postgres",
    url: options.databaseUrl ?? embedded?.url,
    entities,
    migrations,
    migrationsTransactionMode: "each",
    // PGlite is a single session: one connection makes concurrent requests queue
    // instead of running inside each other's transactions.
    // The embedded database lives in this process and has one connection: it cannot be down,
    // and a burst of requests queues for it, so waiting there is never cut short.
    extra: embedded
      ? { max: 1, ...POOL_LIMITS, connectionTimeoutMillis: 0 }
      : { max: options.poolSize ?? 10, ...POOL_LIMITS, options: SESSION_OPTIONS },
    // The pool logs and drops a broken idle client itself; TypeORM's default handler would
    // print a warning per client on every outage (the requests' own 503s are logged).
    poolErrorHandler: () => undefined,
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
    catalogueChanges,
    ping: (timeoutMs) => ping(dataSource, timeoutMs),
    async close() {
      if (catalogueChanges instanceof ListeningCatalogueChanges) await catalogueChanges.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

async function ping(dataSource: DataSource, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = dataSource.query("SELECT 1").then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
