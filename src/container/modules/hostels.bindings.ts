import { ContainerModule } from "inversify";
import { TypeOrmHostelRepository } from "../../adapters/persistence/repositories/typeorm-hostel.repository.js";
import { HostelsService } from "../../modules/hostels/hostels.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

/** Hostels and their rooms (decision 16). */
export const hostelsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.HostelRepository).toDynamicValue(onDb(TypeOrmHostelRepository));
  bindClass(bind, HostelsService, [TOKENS.HostelRepository]);
});
