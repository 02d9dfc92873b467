import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { type AvailabilityConfig, AvailabilityService } from "#modules/availability/index.js";
import { ListingFreshnessService } from "#modules/listing-freshness/index.js";
import { ListingOwnership } from "#modules/listings/index.js";
import { RateLimitsService } from "#modules/rate-limits/index.js";
import { TypeOrmAvailabilityAskRepository } from "./typeorm-availability-ask.repository.js";

/** "Is it still available?": asks, the lister's mailed answers, and what they do (decision 101). */
export const availabilityBindings = new ContainerModule(({ bind }) => {
  bind<AvailabilityConfig>(TOKENS.AvailabilityConfig).toDynamicValue(
    fromConfig(({ publicUrl, listingTtlDays }) => ({ publicUrl, listingTtlDays })),
  );
  bind(TOKENS.AvailabilityAskRepository).toDynamicValue(onDb(TypeOrmAvailabilityAskRepository));
  bindClass(bind, AvailabilityService, [
    TOKENS.AvailabilityAskRepository,
    TOKENS.UserRepository,
    ListingOwnership,
    TOKENS.PropertyRepository,
    ListingFreshnessService,
    RateLimitsService,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.AvailabilityConfig,
  ]);
});
