import { ContainerModule } from "inversify";
import { TypeOrmListingFreshnessRepository } from "../../adapters/persistence/repositories/typeorm-listing-freshness.repository.js";
import type { ListingFreshnessConfig } from "../../modules/listing-freshness/listing-freshness.config.js";
import { ListingFreshnessService } from "../../modules/listing-freshness/listing-freshness.service.js";
import { ListingOwnership } from "../../modules/listings/listing-ownership.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

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
