import "reflect-metadata";
import type { Container } from "inversify";
import type { Logger } from "pino";
import { createLogger } from "./adapters/logging/logger.js";
import { type Database, openDatabase } from "./adapters/persistence/database.js";
import { DbContext } from "./adapters/persistence/db-context.js";
import { RedisRateLimiter } from "./adapters/redis/redis-rate-limiter.js";
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
  close(): Promise<void>;
}

/** Opens and migrates the database and builds the container: shared by the server, the CLI and the tests. */
export async function createApplication(
  config: AppConfig,
  logger?: Logger,
  { migrate = true, clock }: { migrate?: boolean; clock?: Clock } = {},
): Promise<Application> {
  const log = logger ?? createLogger(config.logLevel, config.production);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate,
    logger: log,
  });
  const container = buildContainer({
    config,
    logger: log,
    db: new DbContext(database.dataSource),
    clock,
    catalogueChanges: database.catalogueChanges,
  });
  const services = resolveServices(container);
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
    async close() {
      // The Redis connection of the rate limiter, if any, would keep the process alive.
      const limiter = container.get<RateLimiter | RedisRateLimiter>(TOKENS.RateLimiter);
      if (limiter instanceof RedisRateLimiter) await limiter.close();
      await database.close();
    },
  };
}
