import { DataSource, MigrationExecutor } from "typeorm";
import { migrations } from "#migrations/index.js";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { BoundedClient } from "./bounded-client.js";
import { EmbeddedCatalogueChanges, ListeningCatalogueChanges } from "./catalogue-changes.js";
import { DataDirLockedError, type LockHolder } from "./data-dir-lock.js";
import {
  type EmbeddedPostgres,
  type SocketAddress,
  startEmbeddedPostgres,
} from "./embedded-postgres.js";
import { entities } from "./entities/index.js";

export interface Database {
  readonly dataSource: DataSource;
  readonly kind: "embedded" | "server";
  /** Every committed write to what visitors see, from any process (decision 22). */
  readonly catalogueChanges: CatalogueChanges;
  /** Migrations this build has that the database has not run yet (0 when up to date). */
  pendingMigrations(): Promise<number>;
  /** True when `SELECT 1` answers within timeoutMs (readiness); never throws. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size against a real server; the embedded database is always one connection. */
  poolSize?: number;
  /** False in a cluster worker (the primary migrated before forking, decision 21) and in the CLI. */
  migrate?: boolean;
  /**
   * Work that must run once, right after the migrations and under their lock (the first start's
   * seed): a second instance starting at the same moment waits, then finds it done.
   */
  afterMigrations?: (dataSource: DataSource) => Promise<void>;
  /**
   * "server" for `npm start`: it must be the embedded database's one writer. Anything else
   * (the CLI, tests) connects through the running server's socket when there is one.
   */
  role?: LockHolder["role"];
  /**
   * Bounds for request work on a PostgreSQL server (decision 28, amended): a statement timeout
   * and a client-side read timeout. Off for the CLI, whose seeds and batches may run long.
   */
  requestBounds?: boolean;
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

/**
 * Request work on a PostgreSQL server: the server cancels a statement after 4 s, and a
 * connection that has answered nothing for 5 s (a stalled network, a frozen host: the server
 * cannot cancel what it never receives) is destroyed, so the request answers 503 and the pool
 * opens a fresh connection once the server answers again.
 */
export const REQUEST_BOUNDS = { statementTimeoutMs: 4000, readTimeoutMs: 5000 };

/** Held while migrating and seeding a server's database, so instances starting together take turns. */
const MIGRATION_LOCK_KEY = 7_368_532_001;
/** How long a starting server waits for an operator command that has the embedded database open. */
const WAIT_FOR_COMMAND_MS = 60_000;

/** Opens PostgreSQL (DATABASE_URL) or the embedded one under DATA_DIR, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let address: SocketAddress | undefined;
  let catalogueChanges: EmbeddedCatalogueChanges | ListeningCatalogueChanges;
  if (options.databaseUrl) {
    catalogueChanges = new ListeningCatalogueChanges(
      options.databaseUrl,
      options.logger ?? console,
    );
  } else {
    const heard = new EmbeddedCatalogueChanges();
    catalogueChanges = heard;
    const opened = await openEmbedded(options.dataDir, options.role ?? "cli", heard.notify);
    embedded = opened.embedded;
    address = opened.address;
  }
  const bounds = options.requestBounds && options.databaseUrl ? REQUEST_BOUNDS : undefined;
  const dataSource = new DataSource({
    type: "postgres",
    ...(address
      ? { host: address.host, port: address.port, username: "postgres", database: "postgres" }
      : { url: options.databaseUrl }),
    entities,
    migrations,
    migrationsTransactionMode: "each",
    // PGlite is a single session: one connection makes concurrent requests queue
    // instead of running inside each other's transactions.
    // The embedded database lives in this process and has one connection: it cannot be down,
    // and a burst of requests queues for it, so waiting there is never cut short.
    extra: address
      ? { max: 1, ...POOL_LIMITS, connectionTimeoutMillis: 0 }
      : {
          max: options.poolSize ?? 10,
          ...POOL_LIMITS,
          options: bounds
            ? `${SESSION_OPTIONS} -c statement_timeout=${bounds.statementTimeoutMs}`
            : SESSION_OPTIONS,
          ...(bounds ? { Client: BoundedClient, query_timeout: bounds.readTimeoutMs } : {}),
        },
    // The pool logs and drops a broken idle client itself; TypeORM's default handler would
    // print a warning per client on every outage (the requests' own 503s are logged).
    poolErrorHandler: () => undefined,
  });
  try {
    await dataSource.initialize();
    if (options.migrate !== false) {
      await migrateOnce(dataSource, !embedded && !address, options.afterMigrations);
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
    throw error;
  }
  return {
    dataSource,
    kind: address ? "embedded" : "server",
    catalogueChanges,
    pendingMigrations: () => pendingMigrations(dataSource),
    ping: (timeoutMs) => ping(dataSource, timeoutMs),
    async close() {
      if (catalogueChanges instanceof ListeningCatalogueChanges) await catalogueChanges.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

/**
 * Opens the embedded database as its one writer, or, for anything but the server, connects
 * through the socket of the process that has it open (decision 37). A starting server waits
 * for an operator command to finish; it refuses to start beside another server.
 */
async function openEmbedded(
  dataDir: string,
  role: LockHolder["role"],
  onCatalogueChange: () => void,
): Promise<{ embedded?: EmbeddedPostgres; address: SocketAddress }> {
  const giveUpAt = Date.now() + WAIT_FOR_COMMAND_MS;
  for (;;) {
    try {
      const embedded = await startEmbeddedPostgres(dataDir, role, onCatalogueChange);
      return { embedded, address: embedded.address };
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const holder = error.holder;
      if (role !== "server" && holder) return { address: { host: holder.socketDir, port: 5432 } };
      // A holder that has not announced itself yet is starting: wait for it like for a command.
      const waitable = !holder || (role === "server" && holder.role === "cli");
      if (!waitable || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Migrations, then the afterMigrations work, once across every instance starting on one
 * server: under a session advisory lock held on the connection that migrates (released with
 * it if the process dies), with no statement timeout. The embedded database needs no lock:
 * only the process holding DATA_DIR's lock migrates it, on its one connection.
 */
async function migrateOnce(
  dataSource: DataSource,
  server: boolean,
  afterMigrations?: (dataSource: DataSource) => Promise<void>,
): Promise<void> {
  if (!server) {
    await dataSource.runMigrations({ transaction: "each" });
    await afterMigrations?.(dataSource);
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SET statement_timeout = 0");
    await runner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = "each";
      await executor.executePendingMigrations();
      await afterMigrations?.(dataSource);
    } finally {
      await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

async function pendingMigrations(dataSource: DataSource): Promise<number> {
  const executor = new MigrationExecutor(dataSource);
  return (await executor.getPendingMigrations()).length;
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
