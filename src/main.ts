import "./env-file-loaded.js";
import cluster from "node:cluster";
import type { Server } from "node:http";
import os from "node:os";
import { createHttpApp } from "./adapters/http/app.js";
import { gracefulClose } from "./adapters/http/graceful-close.js";
import { createPageRenderer, pageModeOf } from "./adapters/http/page-renderer.js";
import { uploadUrlsOf } from "./adapters/http/public-upload-urls.js";
import { createLogger, logsArePretty, stderrLogger } from "./adapters/logging/logger.js";
import { sendProcessOutputTo } from "./adapters/logging/process-output.js";
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
import { addressLinksAfterUpgrade, claimLinksAfterUpgrade } from "./upgrade-follow-up.js";

const config = configOrExit();
const logger = loggerOrExit(config);
if (!logsArePretty(config.logLevel, config.production)) sendProcessOutputTo(logger);

const plan = planOrExit();
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
    await claimLinksAfterUpgrade(application);
    await addressLinksAfterUpgrade(application);
    return application;
  },
  // The primary has migrated already; workers racing each other through migrations would collide.
  open: () => createApplication(config, logger, { migrate: false, role: "server" }),
  serve: (application) => serve(application),
  close: (application) => application.close(),
  log: (message, fields) => logger.warn(fields ?? {}, message),
  workerEnv: workerEnv(process.env),
}).catch(failedStart);

/** After SHUTDOWN_TIMEOUT_MS, what closing the loops and the database may take before exit. */
const CLOSING_GRACE_MS = 5_000;
// A primary outlasts its workers' own bounds, so that it never exits under a worker still closing.
const PRIMARY_EXTRA_MS = cluster.isPrimary && plan.workers > 1 ? 2_000 : 0;
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // `on`, not `once`: a second signal (a supervisor signalling the whole process group besides
  // the primary's own SIGTERM to its workers, a second Ctrl-C) must not end a stop under way.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    setTimeout(
      () => {
        logger.error("the stop took too long: exiting anyway");
        process.exit(1);
      },
      config.shutdownTimeoutMs + CLOSING_GRACE_MS + PRIMARY_EXTRA_MS,
    ).unref();
    void stop()
      .then(() => groupMetrics?.close())
      .then(
        () => process.exit(0),
        (error: Error) => {
          logger.error({ err: error }, "the stop failed");
          process.exit(1);
        },
      );
  });
}

/**
 * One line on stderr that says why, and a non-zero exit: a supervisor or an operator's shell must
 * see a failed start, and nothing may linger holding DATA_DIR, its socket or a Redis connection.
 * A JSON line like every other (decision 75), except for a developer at a terminal.
 */
function failedStart(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  const line = `Ofie could not start: ${reason}`;
  if (logsArePretty("info", process.env.NODE_ENV === "production")) {
    process.stderr.write(`${line}\n`);
  } else {
    stderrLogger().fatal({ err: error }, line);
  }
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

/** A mistyped WEB_CONCURRENCY: a failed start, in one line. */
function planOrExit() {
  try {
    return workerPlan(process.env, os.availableParallelism());
  } catch (error) {
    failedStart(error);
  }
}

/** A mistyped LOG_LEVEL too, said in a JSON line like the rest. */
function loggerOrExit({ logLevel, production }: AppConfig) {
  try {
    return createLogger(logLevel, production);
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
    { port: config.port, database: application.database.kind, pages: pageMode },
    `Ofie is serving on http://localhost:${config.port}`,
  );
  const close = gracefulClose(server, config.shutdownTimeoutMs);
  const mailRelay = startMailRelay(application);
  const photoWorker = startPhotoWorker(application);
  // SIGTERM: the loops take no new work while requests in flight finish; the database and its
  // listeners close after both. What a request queued (mail, photo sizes) waits in its table.
  return async () => {
    const [{ cut }] = await Promise.all([
      close(),
      metricsServer?.close(),
      mailRelay.stop(),
      photoWorker.stop(),
    ]);
    if (cut > 0) {
      application.logger.warn(
        { cut, boundMs: config.shutdownTimeoutMs },
        "SHUTDOWN_TIMEOUT_MS ran out: requests still in flight were cut",
      );
    }
    await application.close();
    application.logger.info("stopped: requests finished, database closed");
  };
}
