import cluster from "node:cluster";
import type { Server } from "node:http";
import os from "node:os";
import { createHttpApp } from "./adapters/http/app.js";
import { gracefulClose } from "./adapters/http/graceful-close.js";
import { createPageRenderer, pageModeOf } from "./adapters/http/page-renderer.js";
import { uploadUrlsOf } from "./adapters/http/public-upload-urls.js";
import { createLogger } from "./adapters/logging/logger.js";
import {
  clusterScrape,
  joinClusterMetrics,
  workerScrape,
} from "./adapters/metrics/cluster-metrics.js";
import { type MetricsServer, startMetricsServer } from "./adapters/metrics/metrics-server.js";
import type { PromMetrics } from "./adapters/metrics/prom-metrics.js";
import { type Application, createApplication } from "./bootstrap.js";
import { startProcesses, workerEnv, workerPlan } from "./cluster.js";
import { type AppConfig, loadConfig } from "./config.js";
import { TOKENS } from "./container/tokens.js";
import { guideOnFirstStart, seedOnFirstStart } from "./first-start-seeding.js";
import { startMailRelay } from "./mail-relay.js";
import { startPhotoWorker } from "./photo-worker.js";

const config = configOrExit();
const logger = createLogger(config.logLevel, config.production);

const plan = workerPlan(process.env, os.availableParallelism());
// A cluster's primary adds up its workers' metrics, for METRICS_PORT and for /metrics asked of
// any worker (decision 61); it listens before forking, so no worker ever asks in vain.
const groupMetrics =
  cluster.isPrimary && plan.workers > 1 ? await primaryMetrics().catch(failedStart) : undefined;
if (cluster.isWorker) joinClusterMetrics();

const stop = await startProcesses<Application>(plan, cluster, {
  prepare: async () => {
    const application = await createApplication(config, logger, {
      role: "server",
      afterMigrations: seedOnFirstStart(logger),
    });
    await guideOnFirstStart(application);
    return application;
  },
  // The primary has migrated already; workers racing each other through migrations would collide.
  open: () => createApplication(config, logger, { migrate: false, role: "server" }),
  serve: (application) => serve(application),
  close: (application) => application.close(),
  log: (message, fields) => logger.warn(fields ?? {}, message),
  workerEnv: workerEnv(process.env),
}).catch(failedStart);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stop()
      .then(() => groupMetrics?.close())
      .then(() => process.exit(0));
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

async function primaryMetrics(): Promise<MetricsServer | undefined> {
  const scrape = clusterScrape(cluster);
  if (config.metricsPort === undefined) return undefined;
  return startMetricsServer(config.metricsPort, config.host, scrape);
}

async function serve(application: Application): Promise<() => Promise<void>> {
  const pageMode = pageModeOf(process.env);
  const metrics = application.container.get<PromMetrics>(TOKENS.Metrics);
  const app = createHttpApp(application, {
    pageRenderer: await createPageRenderer(application.services, pageMode, {
      uploadUrls: uploadUrlsOf(config),
    }),
    metricsScrape: cluster.isWorker ? workerScrape(metrics.registry) : metrics,
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
  let metricsServer: MetricsServer | undefined;
  // One process serves METRICS_PORT itself; in a cluster the primary does.
  if (!cluster.isWorker && config.metricsPort !== undefined) {
    try {
      metricsServer = await startMetricsServer(config.metricsPort, config.host, metrics);
    } catch (error) {
      server.close();
      await application.close();
      throw error;
    }
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
    await Promise.all([close(), metricsServer?.close()]);
    await Promise.all([mailRelay.stop(), photoWorker.stop()]);
    await application.close();
    application.logger.info({ pid: process.pid }, "stopped: requests finished, database closed");
  };
}
