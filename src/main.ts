import cluster from "node:cluster";
import type { Server } from "node:http";
import os from "node:os";
import { isDatabaseSeeded, seedDatabase } from "../seeds/seed-database.js";
import { createHttpApp } from "./adapters/http/app.js";
import { gracefulClose } from "./adapters/http/graceful-close.js";
import { createPageRenderer, pageModeOf } from "./adapters/http/page-renderer.js";
import { createLogger } from "./adapters/logging/logger.js";
import { type Application, createApplication } from "./bootstrap.js";
import { startProcesses, workerEnv, workerPlan } from "./cluster.js";
import { loadConfig } from "./config.js";
import { startMailRelay } from "./mail-relay.js";

const config = loadConfig();
const logger = createLogger(config.logLevel, config.production);
const plan = workerPlan(process.env, os.availableParallelism());

const stop = await startProcesses<Application>(plan, cluster, {
  async prepare() {
    const application = await createApplication(config, logger);
    // A new user's first `npm start` shows real Ghana listings; later starts leave the data alone.
    if (!(await isDatabaseSeeded(application.database.dataSource))) {
      const summary = await seedDatabase(application.database.dataSource);
      logger.info({ seeded: summary }, "first start: loaded the Ghana seed data");
    }
    return application;
  },
  // The primary has migrated already; workers racing each other through migrations would collide.
  open: () => createApplication(config, logger, { migrate: false }),
  serve: (application) => serve(application),
  close: (application) => application.close(),
  log: (message, fields) => logger.warn(fields ?? {}, message),
  workerEnv: workerEnv(process.env),
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stop().then(() => process.exit(0));
  });
}

async function serve(application: Application): Promise<() => Promise<void>> {
  const pageMode = pageModeOf(process.env);
  const app = createHttpApp(application, {
    pageRenderer: await createPageRenderer(application.services, pageMode),
  });
  // The read cache serves only while it can hear writes (decision 22): listen before serving.
  await application.database.catalogueChanges.ready();
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
  });
  application.logger.info(
    { port: config.port, database: application.database.kind, pages: pageMode, pid: process.pid },
    `Ofie is serving on http://localhost:${config.port}`,
  );
  const close = gracefulClose(server);
  const mailRelay = startMailRelay(application);
  // SIGTERM: requests in flight finish before the database closes.
  return async () => {
    await close();
    await mailRelay.stop();
    await application.close();
    application.logger.info({ pid: process.pid }, "stopped: requests finished, database closed");
  };
}
