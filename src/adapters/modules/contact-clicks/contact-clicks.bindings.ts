import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { ContactClicksService } from "#modules/contact-clicks/contact-clicks.service.js";
import { SqlContactClickRepository } from "./sql-contact-click.repository.js";

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
