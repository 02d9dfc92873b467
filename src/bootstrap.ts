import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import type { Container } from "inversify";
import type { Logger } from "pino";
import { DiskSpace } from "./adapters/health/disk-space.js";
import { type ReadinessReport, readiness } from "./adapters/health/readiness.js";
import { learnSecretRoutes } from "./adapters/http/secret-routes.js";
import { createLogger } from "./adapters/logging/logger.js";
import type { PromMetrics } from "./adapters/metrics/prom-metrics.js";
import {
  type Database,
  type DatabaseOptions,
  openDatabase,
} from "./adapters/persistence/database.js";
import { DbContext } from "./adapters/persistence/db-context.js";
import { embeddedDatabaseExists } from "./adapters/persistence/embedded-postgres.js";
import { FailoverRateLimiter } from "./adapters/redis/failover-rate-limiter.js";
import { checkBucket } from "./adapters/storage/s3-bucket.js";
import type { UploadStorage } from "./adapters/storage/upload-storage.js";
import type { AppConfig } from "./config.js";
import { buildContainer } from "./container/build-container.js";
import { resolveServices, type Services } from "./container/services.js";
import { TOKENS } from "./container/tokens.js";
import type { RateLimiter } from "./modules/rate-limits/index.js";
import type { Clock } from "./shared/ports.js";

export interface Application {
  config: AppConfig;
  logger: Logger;
  database: Database;
  container: Container;
  services: Services;
  /** What /readyz answers and /metrics shows (decision 76). */
  readiness(): Promise<ReadinessReport>;
  /** DATA_DIR's free space, read in the background: writes answer 507 while it is full. */
  disk: DiskSpace;
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

/**
 * A command (not `migrate` or `seed`) found no embedded database where it looked. Most often
 * DATABASE_URL did not reach it (cron's bare environment); creating an empty database there
 * would only hide that (decision 77).
 */
export class NoDatabaseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `no database in DATA_DIR ${dataDir} (no embedded database there, and DATABASE_URL is not set). On a PostgreSQL install DATABASE_URL may be missing: put it in .env in the project folder or in the file OFIE_ENV_FILE names. To create an embedded database there, start the server once or run \`npm run cli -- migrate\``,
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
  // Only what migrates may create an embedded database: anything else would find it empty.
  if (
    role === "cli" &&
    !migrate &&
    !config.databaseUrl &&
    !embeddedDatabaseExists(config.dataDir)
  ) {
    throw new NoDatabaseError(config.dataDir);
  }
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
  // Before any request is answered or mail written: their links' tokens never reach the log.
  const unreadPages = learnSecretRoutes(services, config.tiles);
  if (unreadPages) {
    log.warn(
      { pagesDir: unreadPages },
      "pages folder not found: page links in the log are not redacted",
    );
  }
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
  // The generated password is written into DATA_DIR: a command run on a server's database before
  // the server ever started (from cron, say) leaves it to the server rather than make a DATA_DIR.
  const outcome = await services.adminAuth.ensurePassword({
    generate: role === "server" || fs.existsSync(config.dataDir),
  });
  if (outcome.kind === "generated") {
    // Only the hash is kept, so the operator must read the password once; a log is shipped, kept
    // and read by others, so it goes to a file only this user may read, and the log names the file.
    const file = writeGeneratedPassword(config.dataDir, outcome.password);
    log.warn(
      { file },
      "generated the administrator password: it is in this file, readable by this user only; sign in at /admin/login, then delete the file (or change the password with `npm run cli -- admin-password`)",
    );
  }
  // Started last: nothing above can fail and leave their timers behind.
  const redisWatch = limiter instanceof FailoverRateLimiter ? limiter.watch : undefined;
  redisWatch?.start();
  const disk = new DiskSpace(config.dataDir, config.diskLowMb * 1024 * 1024, log);
  await disk.start();
  const ready = readiness({
    database: database.ping,
    pendingMigrations: database.pendingMigrations,
    disk,
    listener: () => database.catalogueChanges.state,
    redis: redisWatch,
  });
  container.get<PromMetrics>(TOKENS.Metrics).watchReadiness(ready, () => disk.freeBytes);
  return {
    config,
    logger: log,
    database,
    container,
    services,
    readiness: ready,
    disk,
    async close() {
      disk.stop();
      redisWatch?.stop();
      // The Redis connection of the rate limiter, if any, would keep the process alive.
      if (limiter instanceof FailoverRateLimiter) await limiter.redis.close();
      // The bucket's pooled connections, if any (decision 58).
      storage.close();
      await database.close();
    },
  };
}

/** DATA_DIR/admin-password.txt, mode 600 even if an earlier one was left with another. */
function writeGeneratedPassword(dataDir: string, password: string): string {
  const file = path.join(dataDir, "admin-password.txt");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return file;
}
