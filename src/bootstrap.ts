import "reflect-metadata";
import type { Container } from "inversify";
import type { Logger } from "pino";
import { createLogger } from "./adapters/logging/logger.js";
import {
  type Database,
  type DatabaseOptions,
  openDatabase,
} from "./adapters/persistence/database.js";
import { DbContext } from "./adapters/persistence/db-context.js";
import { FailoverRateLimiter } from "./adapters/redis/failover-rate-limiter.js";
import { checkBucket } from "./adapters/storage/s3-bucket.js";
import type { UploadStorage } from "./adapters/storage/upload-storage.js";
import type { AppConfig } from "./config.js";
import { buildContainer } from "./container/build-container.js";
import { resolveServices, type Services } from "./container/services.js";
import { TOKENS } from "./container/tokens.js";
import type { RateLimiter } from "./modules/rate-limits/rate-limits.ports.js";
import type { Clock } from "./shared/ports.js";

export interface Application {
  config: AppConfig;
  logger: Logger;
  database: Database;
  container: Container;
  services: Services;
  /** Whether Redis answers within timeoutMs (readiness); absent without REDIS_URL. */
  redisPing?: (timeoutMs: number) => Promise<boolean>;
  close(): Promise<void>;
}

export interface ApplicationOptions {
  /** Run pending migrations (then afterMigrations) under their lock; false in workers and the CLI. */
  migrate?: boolean;
  afterMigrations?: DatabaseOptions["afterMigrations"];
  clock?: Clock;
  /**
   * "server": the HTTP server, which must be the embedded database's one writer, bounds its
   * requests' database work and needs Redis (when REDIS_URL is set) to answer before it serves.
   */
  role?: "server" | "cli";
}

/** A command found the database's schema older than its own build. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: number) {
    super(
      `the database schema is behind this version of Ofie (${pending} migration(s) pending): run \`npm run cli -- migrate\` first`,
    );
  }
}

/** How long a starting server waits for Redis to answer before it gives up. */
const REDIS_START_TIMEOUT_MS = 5000;

/** Opens (and migrates) the database and builds the container: shared by the server, the CLI and the tests. */
export async function createApplication(
  config: AppConfig,
  logger?: Logger,
  { migrate = true, afterMigrations, clock, role = "cli" }: ApplicationOptions = {},
): Promise<Application> {
  const log = logger ?? createLogger(config.logLevel, config.production);
  // A wrong bucket or key stops the start before the database is touched, rather than every
  // upload after it (decision 58).
  if (role === "server" && config.s3) await checkBucket(config.s3);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    migrate,
    afterMigrations,
    role,
    requestBounds: role === "server",
    logger: log,
  });
  try {
    // A command works on the schema it was built for: it never migrates behind the operator's back.
    if (!migrate && role === "cli") {
      const pending = await database.pendingMigrations();
      if (pending > 0) throw new SchemaBehindError(pending);
    }
    return await assemble(config, log, database, clock, role);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(
  config: AppConfig,
  log: Logger,
  database: Database,
  clock: Clock | undefined,
  role: ApplicationOptions["role"],
): Promise<Application> {
  const container = buildContainer({
    config,
    logger: log,
    db: new DbContext(database.dataSource),
    clock,
    catalogueChanges: database.catalogueChanges,
  });
  const services = resolveServices(container);
  const limiter = container.get<RateLimiter>(TOKENS.RateLimiter);
  // While serving, an outage of Redis is met by the database (decision 60); at start it is
  // more likely a wrong REDIS_URL, which the operator should hear about at once.
  if (role === "server" && limiter instanceof FailoverRateLimiter) {
    try {
      await limiter.redis.ready(REDIS_START_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`REDIS_URL: ${(error as Error).message}`);
    }
  }
  const storage = container.get<UploadStorage>(TOKENS.UploadStorage);
  const outcome = await services.adminAuth.ensurePassword(config.adminPassword);
  if (outcome.kind === "generated") {
    // Printed once: only the hash is kept, so this log line is the operator's one chance to read it.
    log.warn(
      { adminPassword: outcome.password },
      "generated the administrator password; sign in at /admin/login (change it with `npm run cli -- admin-password`)",
    );
  }
  return {
    config,
    logger: log,
    database,
    container,
    services,
    redisPing: limiter instanceof FailoverRateLimiter ? (ms) => limiter.redis.ping(ms) : undefined,
    async close() {
      // The Redis connection of the rate limiter, if any, would keep the process alive.
      if (limiter instanceof FailoverRateLimiter) await limiter.redis.close();
      // The bucket's pooled connections, if any (decision 58).
      storage.close();
      await database.close();
    },
  };
}
