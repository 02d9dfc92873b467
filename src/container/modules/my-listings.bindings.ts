import { ContainerModule } from "inversify";
import { SqlManagedListingReadModel } from "../../adapters/persistence/repositories/sql-managed-listing.read-model.js";
import { ListingOwnership } from "../../modules/listings/listing-ownership.js";
import type { ListingInquiries } from "../../modules/my-listings/my-listings.ports.js";
import { MyListingsService } from "../../modules/my-listings/my-listings.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

/** Manage Listings: the listings an agent or owner may change, with their leads (decision 17). */
export const myListingsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ManagedListingReadModel).toDynamicValue(onDb(SqlManagedListingReadModel));
  // The inquiries module's repository answers Manage Listings' port: neither module imports the other.
  bind<ListingInquiries>(TOKENS.ListingInquiries).toService(TOKENS.InquiryRepository);
  bindClass(bind, MyListingsService, [
    ListingOwnership,
    TOKENS.PropertyRepository,
    TOKENS.ManagedListingReadModel,
    TOKENS.ListingInquiries,
  ]);
});
