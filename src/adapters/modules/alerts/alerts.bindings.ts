import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { AlertsConfig } from "#modules/alerts/alerts.config.js";
import { AlertsService } from "#modules/alerts/alerts.service.js";
import { SavedSearchesService } from "#modules/alerts/saved-searches.service.js";
import { TypeOrmSavedSearchRepository } from "./typeorm-saved-search.repository.js";

/** Saved searches and their e-mail alerts (decision 15). */
export const alertsBindings = new ContainerModule(({ bind }) => {
  bind<AlertsConfig>(TOKENS.AlertsConfig).toDynamicValue(
    fromConfig(({ publicUrl }) => ({ publicUrl })),
  );
  bind(TOKENS.SavedSearchRepository).toDynamicValue(onDb(TypeOrmSavedSearchRepository));
  bindClass(bind, SavedSearchesService, [TOKENS.SavedSearchRepository, TOKENS.Clock]);
  bindClass(bind, AlertsService, [
    TOKENS.SavedSearchRepository,
    TOKENS.PropertyRepository,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.Logger,
    TOKENS.JobLock,
    TOKENS.AlertsConfig,
  ]);
});
