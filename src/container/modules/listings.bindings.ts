import { ContainerModule } from "inversify";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlManagedListingReadModel } from "../../adapters/persistence/repositories/sql-managed-listing.read-model.js";
import { TypeOrmListingFreshnessRepository } from "../../adapters/persistence/repositories/typeorm-listing-freshness.repository.js";
import { TypeOrmPropertyRepository } from "../../adapters/persistence/repositories/typeorm-property.repository.js";
import { ListingFreshnessService } from "../../modules/listings/listing-freshness.service.js";
import { ListingOwnership } from "../../modules/listings/listing-ownership.js";
import type { ListingsConfig } from "../../modules/listings/listings.config.js";
import { ListingsService } from "../../modules/listings/listings.service.js";
import { MyListingsService } from "../../modules/listings/my-listings.service.js";
import { MoneyService } from "../../modules/money/money.service.js";
import type { Clock } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

/** Listings: search, ownership, Manage Listings and freshness (decision 13, 17, 43). */
export const listingsBindings = new ContainerModule(({ bind }) => {
  bind<ListingsConfig>(TOKENS.ListingsConfig).toDynamicValue(
    fromConfig(({ infoEmail, publicUrl, listingTtlDays }) => ({
      infoEmail,
      publicUrl,
      listingTtlDays,
    })),
  );
  bind(TOKENS.PropertyRepository).toDynamicValue(
    (r) => new TypeOrmPropertyRepository(r.get<DbContext>(TOKENS.Db), r.get<Clock>(TOKENS.Clock)),
  );
  bindClass(bind, ListingsService, [TOKENS.PropertyRepository, MoneyService, TOKENS.Clock]);
  bindClass(bind, ListingOwnership, [
    TOKENS.PropertyRepository,
    TOKENS.UserRepository,
    TOKENS.AgentRepository,
  ]);

  // Manage Listings: the listings an agent or owner may change, with their leads.
  bind(TOKENS.ManagedListingReadModel).toDynamicValue(onDb(SqlManagedListingReadModel));
  bindClass(bind, MyListingsService, [
    ListingOwnership,
    TOKENS.PropertyRepository,
    TOKENS.ManagedListingReadModel,
    TOKENS.InquiryRepository,
  ]);

  bind(TOKENS.ListingFreshnessRepository).toDynamicValue(onDb(TypeOrmListingFreshnessRepository));
  bindClass(bind, ListingFreshnessService, [
    TOKENS.ListingFreshnessRepository,
    ListingOwnership,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.JobLock,
    TOKENS.ListingsConfig,
  ]);
});
