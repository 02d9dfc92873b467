import type { ListingEvent } from "./listing-history.types.js";

/** The events the database's triggers recorded for a listing, oldest first. */
export interface ListingHistoryRepository {
  eventsOf(propertyId: number): Promise<ListingEvent[]>;
}
