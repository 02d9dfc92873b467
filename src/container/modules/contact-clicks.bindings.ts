import { ContainerModule } from "inversify";
import { SqlContactClickRepository } from "../../adapters/persistence/repositories/sql-contact-click.repository.js";
import { ContactClicksService } from "../../modules/contact-clicks/contact-clicks.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

/** Contact clicks: the agent's leads shown in Manage Listings (decision 17). */
export const contactClicksBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ContactClickRepository).toDynamicValue(onDb(SqlContactClickRepository));
  bindClass(bind, ContactClicksService, [
    TOKENS.ContactClickRepository,
    TOKENS.PropertyRepository,
    TOKENS.AgentRepository,
    TOKENS.HostelRepository,
    TOKENS.Clock,
    TOKENS.SettingsRepository,
  ]);
});
