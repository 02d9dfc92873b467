import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AuditTrail } from "#modules/admin/index.js";
import { PHOTO_MATCH_MAX_DISTANCE } from "#modules/listing-submissions/index.js";
import { ListingOwnership } from "#modules/listings/index.js";
import {
  RELISTING_RADIUS_METRES,
  type RelistingsConfig,
  RelistingsService,
} from "#modules/relistings/index.js";
import { SqlRelistingRepository } from "./sql-relisting.repository.js";

/** Re-listings: a new listing linked to the earlier listing of the same place (decision 102). */
export const relistingsBindings = new ContainerModule(({ bind }) => {
  bind<RelistingsConfig>(TOKENS.RelistingsConfig).toConstantValue({
    photoMaxDistance: PHOTO_MATCH_MAX_DISTANCE,
    radiusMetres: RELISTING_RADIUS_METRES,
  });
  bind(TOKENS.RelistingRepository).toDynamicValue(onDb(SqlRelistingRepository));
  bindClass(bind, RelistingsService, [
    TOKENS.RelistingRepository,
    ListingOwnership,
    AuditTrail,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.RelistingsConfig,
  ]);
});
