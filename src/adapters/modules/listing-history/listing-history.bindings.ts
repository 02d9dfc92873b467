import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { CatalogueService } from "#modules/catalogue/index.js";
import { ListingHistoryService } from "#modules/listing-history/index.js";
import { SqlEarlierListingsReadModel } from "./sql-earlier-listings.read-model.js";
import { TypeOrmListingHistoryRepository } from "./typeorm-listing-history.repository.js";

/** A listing's history: the events the database records, read for its page (decision 99). */
export const listingHistoryBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ListingHistoryRepository).toDynamicValue(onDb(TypeOrmListingHistoryRepository));
  // The earlier listings of the same place, by the re-listing links (decision 102).
  bind(TOKENS.EarlierListings).toDynamicValue(onDb(SqlEarlierListingsReadModel));
  bindClass(bind, ListingHistoryService, [
    CatalogueService,
    TOKENS.ListingHistoryRepository,
    TOKENS.EarlierListings,
    TOKENS.Clock,
  ]);
});
