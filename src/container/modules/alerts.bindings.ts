import { ContainerModule } from "inversify";
import { TypeOrmSavedSearchRepository } from "../../adapters/persistence/repositories/typeorm-saved-search.repository.js";
import type { AlertsConfig } from "../../modules/alerts/alerts.config.js";
import { AlertsService } from "../../modules/alerts/alerts.service.js";
import { SavedSearchesService } from "../../modules/alerts/saved-searches.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

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
