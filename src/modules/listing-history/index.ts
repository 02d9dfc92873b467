/** The listing-history module's public surface: what code outside it may import (decision 97). */

export {
  changeLine,
  daysOnMarketLine,
  firstListedLine,
  listedBeforeLine,
} from "./history-lines.js";
export type { EarlierListings, ListingHistoryRepository } from "./listing-history.ports.js";
export { ListingHistoryService } from "./listing-history.service.js";
export type {
  EarlierListing,
  ListedBefore,
  ListingEvent,
  ListingEventKind,
  ListingHistory,
} from "./listing-history.types.js";
