import { ContainerModule } from "inversify";
import { bindClass } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { ListingOwnership } from "#modules/listings/listing-ownership.js";
import type { Clock } from "#shared/ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import { TypeOrmPropertyRepository } from "./typeorm-property.repository.js";

/** The listings kernel: the properties' repository and the one ownership rule (decision 43). */
export const listingsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.PropertyRepository).toDynamicValue(
    (r) => new TypeOrmPropertyRepository(r.get<DbContext>(TOKENS.Db), r.get<Clock>(TOKENS.Clock)),
  );
  bindClass(bind, ListingOwnership, [
    TOKENS.PropertyRepository,
    TOKENS.UserRepository,
    TOKENS.AgentRepository,
  ]);
});
