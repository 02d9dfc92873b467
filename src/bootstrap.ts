import "reflect-metadata";
import type { Container } from "inversify";
import type { Logger } from "pino";
import { createLogger } from "./adapters/logging/logger.js";
import { type Database, openDatabase } from "./adapters/persistence/database.js";
import { DbContext } from "./adapters/persistence/db-context.js";
import type { AppConfig } from "./config.js";
import { buildContainer } from "./container/build-container.js";
import { resolveServices, type Services } from "./container/services.js";

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
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Application> {
  const log = logger ?? createLogger(config.logLevel, config.production);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate,
  });
  const container = buildContainer({ config, logger: log, db: new DbContext(database.dataSource) });
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
    close: () => database.close(),
  };
}
