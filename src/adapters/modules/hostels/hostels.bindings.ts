import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { HostelsService } from "#modules/hostels/hostels.service.js";
import { TypeOrmHostelRepository } from "./typeorm-hostel.repository.js";

/** Hostels and their rooms (decision 16). */
export const hostelsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.HostelRepository).toDynamicValue(onDb(TypeOrmHostelRepository));
  bindClass(bind, HostelsService, [TOKENS.HostelRepository]);
});
