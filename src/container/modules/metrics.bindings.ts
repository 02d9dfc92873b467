import { ContainerModule } from "inversify";
import { PromMetrics } from "../../adapters/metrics/prom-metrics.js";
import { SqlMailQueue } from "../../adapters/modules/mail/sql-mail-queue.js";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlJobRuns } from "../../adapters/persistence/job-runs.js";
import { poolCounts } from "../../adapters/persistence/pool-counts.js";
import type { AdminViewingFigures } from "../../modules/admin/index.js";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";

/** The operators' metrics (decision 61): one registry per application, read from these sources. */
export const metricsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.Metrics).toDynamicValue((r) => {
    const { dataSource } = r.get<DbContext>(TOKENS.Db);
    const changes = r.get<CatalogueChanges>(TOKENS.CatalogueChanges);
    const mail = new SqlMailQueue(dataSource);
    const runs = new SqlJobRuns(dataSource, r.get<Logger>(TOKENS.Logger));
    const viewings = r.get<AdminViewingFigures>(TOKENS.AdminViewingFigures);
    return new PromMetrics({
      pool: () => poolCounts(dataSource),
      listenerConnected: () => changes.live,
      outbox: () => mail.backlog(),
      jobRuns: () => runs.lastSuccesses(),
      viewings: () => viewings.byStatus(),
    });
  });
});
