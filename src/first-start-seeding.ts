import type { DataSource } from "typeorm";
// The one runtime import of seeds/ (decision 47, depcruise's no-runtime-to-migrations-or-seeds):
// loading the Ghana seed data on a new data directory's first start is a product feature.
import { isDatabaseSeeded, seedDatabase } from "../seeds/seed-database.js";
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
