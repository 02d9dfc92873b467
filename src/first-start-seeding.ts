import type { DataSource } from "typeorm";
// The one runtime import of seeds/ (decision 47, depcruise's no-runtime-to-migrations-or-seeds):
// loading the Ghana seed data on a new data directory's first start is a product feature.
import { isDatabaseSeeded, seedDatabase } from "../seeds/seed-database.js";
import type { Application } from "./bootstrap.js";
import { JobHeldError } from "./modules/jobs/index.js";
import type { Logger } from "./shared/ports.js";

/**
 * A new user's first `npm start` shows real Ghana listings; later starts leave the data alone.
 * Run as `afterMigrations`, under the migrations' lock: a second instance starting with this one
 * waits, then finds the seed loaded.
 */
export function seedOnFirstStart(logger: Logger): (dataSource: DataSource) => Promise<void> {
  return async (dataSource) => {
    if (await isDatabaseSeeded(dataSource)) return;
    const summary = await seedDatabase(dataSource);
    logger.info({ seeded: summary }, "first start: loaded the Ghana seed data");
  };
}

/**
 * The price guide's kept figures (decision 70) on a database that has none: the seed just
 * loaded, or a first start of the version that keeps them. Otherwise `refresh-price-guide`
 * (cron, daily) computes them, and the guide would say "not computed yet" until the night.
 * Never a failed start: a refresh held elsewhere is computing them already, and one that fails
 * (a server's statement bound on a very large database) leaves the job to the CLI.
 */
export async function guideOnFirstStart(application: Application): Promise<void> {
  const { logger } = application;
  try {
    const done = await application.services.priceGuide.refreshIfNeverComputed();
    if (done) {
      logger.info(
        { groups: done.groups, listings: done.listings },
        "first start: computed the price guide's figures",
      );
    }
  } catch (error) {
    if (error instanceof JobHeldError) return;
    logger.warn(
      { err: error },
      "could not compute the price guide's figures: run `npm run cli -- refresh-price-guide`",
    );
  }
}
