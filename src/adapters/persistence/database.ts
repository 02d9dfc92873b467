import { DataSource, MigrationExecutor } from "typeorm";
import { migrations } from "#migrations/index.js";
import { answersWithin } from "../../shared/answers-within.js";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { BoundedClient } from "./bounded-client.js";
import { EmbeddedCatalogueChanges, ListeningCatalogueChanges } from "./catalogue-changes.js";
import { DataDirLockedError, type LockHolder } from "./data-dir-lock.js";
import { ensureDatabaseDefaults } from "./database-defaults.js";
import {
  type EmbeddedPostgres,
  type SocketAddress,
  startEmbeddedPostgres,
} from "./embedded-postgres.js";
import { entities } from "./entities/index.js";
import { explainMigrationFailure } from "./migration-blocked.js";
import { openOwnConnection } from "./own-connection.js";

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
  /** May be a transaction pooler (PgBouncer): nothing here needs a session of its own but LISTEN. */
  databaseUrl?: string;
  /** A direct connection for LISTEN (DATABASE_LISTEN_URL, decision 59); unset: databaseUrl. */
  listenUrl?: string;
  dataDir: string;
  /** Pool size against a real server (DATABASE_POOL_SIZE); the embedded database has one connection. */
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
   * Bounds for request work on a PostgreSQL server (decisions 28, 37 and 59): a statement cut
   * short and a read timeout, both kept by the client. Off for the CLI, whose seeds and batches
   * may run long.
   */
  requestBounds?: boolean;
  /** Where the LISTEN connection says it was lost, and the migrating start what it set. */
  logger?: Logger;
  /**
   * The names of this build's migrations to run and count; unset, all of them. A restore first
   * brings an empty database to its backup's level, loads the rows, then runs the rest.
   */
  onlyMigrations?: readonly string[];
}

/** The names this build's migrations go by in the `migrations` table, in the order they run. */
export function buildMigrationNames(): string[] {
  return migrations.map(migrationName);
}

function migrationName(migration: (typeof migrations)[number]): string {
  // As TypeORM names a migration: its `name`, else its class's.
  return (new migration() as { name?: string }).name || migration.name;
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
 * Request work on a PostgreSQL server: a statement still running after 4 s is cancelled on the
 * server (a CancelRequest, which PgBouncer forwards), and a connection that has answered nothing
 * for 5 s (a stalled network, a frozen host: the server cannot cancel what it never receives) is
 * destroyed, so the request answers 503 and the pool opens a fresh connection once the server
 * answers again. Kept by the client (BoundedClient): no startup option or session setting
 * survives a transaction pooler (decision 59).
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
  const embeddedChanges = new EmbeddedCatalogueChanges();
  if (!options.databaseUrl) {
    const opened = await openEmbedded(
      options.dataDir,
      options.role ?? "cli",
      embeddedChanges.notify,
    );
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
    migrations: options.onlyMigrations
      ? migrations.filter((migration) => options.onlyMigrations?.includes(migrationName(migration)))
      : migrations,
    migrationsTransactionMode: "each",
    // PGlite is a single session: one connection makes concurrent requests queue
    // instead of running inside each other's transactions.
    // The embedded database lives in this process and has one connection: it cannot be down,
    // and a burst of requests queues for it, so waiting there is never cut short.
    // No startup options on a server: PgBouncer refuses them (decision 59).
    extra: address
      ? { max: 1, ...POOL_LIMITS, connectionTimeoutMillis: 0 }
      : {
          max: options.poolSize ?? 10,
          ...POOL_LIMITS,
          ...(bounds
            ? {
                Client: BoundedClient,
                statementTimeoutMs: bounds.statementTimeoutMs,
                query_timeout: bounds.readTimeoutMs,
              }
            : {}),
        },
    // The pool logs and drops a broken idle client itself; TypeORM's default handler would
    // print a warning per client on every outage (the requests' own 503s are logged).
    poolErrorHandler: () => undefined,
  });
  // Without a logger (the tests' templates, the benches) only warnings are worth printing.
  const logger = options.logger ?? { info() {}, warn: console.warn, error: console.error };
  const catalogueChanges = options.databaseUrl
    ? new ListeningCatalogueChanges({
        url: options.listenUrl ?? options.databaseUrl,
        // Through the pool, as the app's writes go: what LISTEN hears from it is what counts.
        probe: (channel) => dataSource.query("SELECT pg_notify($1, '')", [channel]),
        logger,
      })
    : embeddedChanges;
  try {
    await dataSource.initialize();
    if (options.migrate !== false) {
      await migrateOnce(dataSource, {
        serverUrl: options.databaseUrl,
        logger,
        afterMigrations: options.afterMigrations,
      }).catch((error: unknown) => {
        throw explainMigrationFailure(error);
      });
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
    ping: (timeoutMs) => answersWithin(dataSource.query("SELECT 1"), timeoutMs),
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
 * server: under a transaction-level advisory lock on a connection of its own, left open until
 * all is done (released with it if the process dies). A transaction pooler keeps a transaction
 * on one server connection; a session lock would be taken on one and released on another
 * (decision 59). The migrations themselves run unbounded on a pool connection, which also
 * gives the database its defaults. The embedded database needs no lock: only the process
 * holding DATA_DIR's lock migrates it, on its one connection.
 */
async function migrateOnce(
  dataSource: DataSource,
  {
    serverUrl,
    logger,
    afterMigrations,
  }: {
    serverUrl: string | undefined;
    logger: Logger;
    afterMigrations?: (dataSource: DataSource) => Promise<void>;
  },
): Promise<void> {
  if (!serverUrl) {
    await dataSource.runMigrations({ transaction: "each" });
    await afterMigrations?.(dataSource);
    return;
  }
  const lock = await openOwnConnection(serverUrl);
  try {
    await lock.query("BEGIN");
    await lock.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    const runner = dataSource.createQueryRunner();
    const client: unknown = await runner.connect();
    if (client instanceof BoundedClient) client.setBounded(false);
    try {
      await ensureDatabaseDefaults(runner, logger);
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = "each";
      await executor.executePendingMigrations();
    } finally {
      if (client instanceof BoundedClient) client.setBounded(true);
      await runner.release();
    }
    await afterMigrations?.(dataSource);
    await lock.query("COMMIT");
  } finally {
    await lock.end().catch(() => {});
  }
}

async function pendingMigrations(dataSource: DataSource): Promise<number> {
  const executor = new MigrationExecutor(dataSource);
  return (await executor.getPendingMigrations()).length;
}
