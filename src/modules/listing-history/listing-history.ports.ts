import type { EarlierListing, ListingEvent } from "./listing-history.types.js";

/** The events the database's triggers recorded for a listing, oldest first. */
export interface ListingHistoryRepository {
  eventsOf(propertyId: number): Promise<ListingEvent[]>;
}

/**
 * The earlier listings of the same place a listing repeats (decision 102), directly or through
 * another, by the links that count: those nobody disputed and those the admin upheld.
 */
export interface EarlierListings {
  earlierListingsOf(propertyId: number): Promise<EarlierListing[]>;
}
