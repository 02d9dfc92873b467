import type { ListingManager } from "../listings/index.js";
import type { ListingInquiry, ManagedListing, PendingListing } from "./my-listings.types.js";

/** The manager's listings with their inquiry and contact-click counts, newest first. */
export interface ManagedListingReadModel {
  listManagedBy(manager: ListingManager): Promise<ManagedListing[]>;
}

/**
 * The inquiries sent about one listing, newest first. Manage Listings declares what it reads so
 * it need not import the inquiries module (which depends on the listings kernel); the container
 * gives it the inquiries' repository.
 */
export interface ListingInquiries {
  listForProperty(propertyId: number): Promise<ListingInquiry[]>;
}

/** A user's listing submissions still awaiting review (pending or held), newest first. */
export interface PendingListingReadModel {
  listAwaitingReviewBy(userId: number): Promise<PendingListing[]>;
}
