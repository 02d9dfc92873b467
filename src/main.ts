import cluster from "node:cluster";
import type { Server } from "node:http";
import os from "node:os";
import { createHttpApp } from "./adapters/http/app.js";
import { gracefulClose } from "./adapters/http/graceful-close.js";
import { createPageRenderer, pageModeOf } from "./adapters/http/page-renderer.js";
import { uploadUrlsOf } from "./adapters/http/public-upload-urls.js";
import { createLogger } from "./adapters/logging/logger.js";
import { type Application, createApplication } from "./bootstrap.js";
import { startProcesses, workerEnv, workerPlan } from "./cluster.js";
import { type AppConfig, loadConfig } from "./config.js";
import { seedOnFirstStart } from "./first-start-seeding.js";
import { startMailRelay } from "./mail-relay.js";
import { startPhotoWorker } from "./photo-worker.js";

const config = configOrExit();
const logger = createLogger(config.logLevel, config.production);

const stop = await startProcesses<Application>(
  workerPlan(process.env, os.availableParallelism()),
  cluster,
  {
    prepare: () =>
      createApplication(config, logger, {
        role: "server",
        afterMigrations: seedOnFirstStart(logger),
      }),
    // The primary has migrated already; workers racing each other through migrations would collide.
    open: () => createApplication(config, logger, { migrate: false, role: "server" }),
    serve: (application) => serve(application),
    close: (application) => application.close(),
    log: (message, fields) => logger.warn(fields ?? {}, message),
    workerEnv: workerEnv(process.env),
  },
).catch(failedStart);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stop().then(() => process.exit(0));
  });
}

/**
 * One line that says why, and a non-zero exit: a supervisor or an operator's shell must see a
 * failed start, and nothing may linger holding DATA_DIR, its socket or a Redis connection.
 */
function failedStart(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Ofie could not start: ${reason}\n`);
  process.exit(1);
}

/** A mistyped setting (TRUST_PROXY, READ_CACHE_MB…) is a failed start like any other. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    failedStart(error);
  }
}

async function serve(application: Application): Promise<() => Promise<void>> {
  const pageMode = pageModeOf(process.env);
  const app = createHttpApp(application, {
    pageRenderer: await createPageRenderer(application.services, pageMode, {
      uploadUrls: uploadUrlsOf(config),
    }),
  });
  // The read cache serves only while it can hear writes (decision 22): listen before serving.
  await application.database.catalogueChanges.ready();
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.port, config.host, () => resolve(listening));
      listening.once("error", reject);
    });
  } catch (error) {
    // The port is taken (or not ours to bind): let go of the database before saying so.
    await application.close();
    throw new Error(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  application.logger.info(
    { port: config.port, database: application.database.kind, pages: pageMode, pid: process.pid },
    `Ofie is serving on http://localhost:${config.port}`,
  );
  const close = gracefulClose(server);
  const mailRelay = startMailRelay(application);
  const photoWorker = startPhotoWorker(application);
  // SIGTERM: requests in flight finish before the database closes.
  return async () => {
    await close();
    await Promise.all([mailRelay.stop(), photoWorker.stop()]);
    await application.close();
    application.logger.info({ pid: process.pid }, "stopped: requests finished, database closed");
  };
}
