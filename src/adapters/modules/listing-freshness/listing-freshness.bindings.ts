import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { ListingFreshnessConfig } from "#modules/listing-freshness/listing-freshness.config.js";
import { ListingFreshnessService } from "#modules/listing-freshness/listing-freshness.service.js";
import { ListingOwnership } from "#modules/listings/index.js";
import { TypeOrmListingFreshnessRepository } from "./typeorm-listing-freshness.repository.js";

/** Listing freshness: confirm links, the confirm button and `cli expire-listings` (decision 13). */
export const listingFreshnessBindings = new ContainerModule(({ bind }) => {
  bind<ListingFreshnessConfig>(TOKENS.ListingFreshnessConfig).toDynamicValue(
    fromConfig(({ publicUrl, listingTtlDays }) => ({ publicUrl, listingTtlDays })),
  );
  bind(TOKENS.ListingFreshnessRepository).toDynamicValue(onDb(TypeOrmListingFreshnessRepository));
  bindClass(bind, ListingFreshnessService, [
    TOKENS.ListingFreshnessRepository,
    ListingOwnership,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.JobLock,
    TOKENS.ListingFreshnessConfig,
  ]);
});
