import type { ListingManager } from "./listing-ownership.js";
import type { ManagedListing } from "./my-listings.types.js";

/** The manager's listings with their inquiry and contact-click counts, newest first. */
export interface ManagedListingReadModel {
  listManagedBy(manager: ListingManager): Promise<ManagedListing[]>;
}
