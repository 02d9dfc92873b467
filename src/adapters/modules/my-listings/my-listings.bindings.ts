import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { HeldPhotoChanges, ListingPhotoIntake } from "#modules/listing-submissions/index.js";
import { ListingOwnership } from "#modules/listings/index.js";
import { ListingPhotoEditor } from "#modules/my-listings/listing-photos.js";
import type { ListingInquiries } from "#modules/my-listings/my-listings.ports.js";
import { MyListingsService } from "#modules/my-listings/my-listings.service.js";
import { SqlManagedListingReadModel } from "./sql-managed-listing.read-model.js";
import { SqlPendingListingReadModel } from "./sql-pending-listing.read-model.js";

/** Manage Listings: the listings an agent or owner may change, with their leads (decision 17). */
export const myListingsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ManagedListingReadModel).toDynamicValue(onDb(SqlManagedListingReadModel));
  bind(TOKENS.PendingListingReadModel).toDynamicValue(onDb(SqlPendingListingReadModel));
  // The inquiries module's repository answers Manage Listings' port: neither module imports the other.
  bind<ListingInquiries>(TOKENS.ListingInquiries).toService(TOKENS.InquiryRepository);
  bindClass(bind, ListingPhotoEditor, [
    TOKENS.PropertyRepository,
    TOKENS.Transactions,
    ListingPhotoIntake,
    HeldPhotoChanges,
  ]);
  bindClass(bind, MyListingsService, [
    ListingOwnership,
    TOKENS.PropertyRepository,
    TOKENS.ManagedListingReadModel,
    TOKENS.ListingInquiries,
    ListingPhotoEditor,
    TOKENS.PendingListingReadModel,
  ]);
});
