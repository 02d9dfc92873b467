import type { Clock } from "../../shared/ports.js";
import type { CatalogueService } from "../catalogue/index.js";
import type { EarlierListings, ListingHistoryRepository } from "./listing-history.ports.js";
import { historyFrom } from "./listing-history.rules.js";
import type { ListingHistory } from "./listing-history.types.js";

/**
 * A listing's dated past, shown to whoever may see the listing itself (decision 99), with the
 * earlier listings of the same place it repeats (decision 102).
 */
export class ListingHistoryService {
  constructor(
    private readonly catalogue: Pick<CatalogueService, "getProperty">,
    private readonly history: ListingHistoryRepository,
    private readonly earlier: EarlierListings,
    private readonly clock: Clock,
  ) {}

  /** GET /api/properties/{id}/history: 404 exactly when the listing's own page is. */
  async historyOf(id: unknown): Promise<ListingHistory> {
    const property = await this.catalogue.getProperty(id);
    const events = await this.history.eventsOf(property.id);
    const earlier = await this.earlier.earlierListingsOf(property.id);
    return historyFrom(property.id, events, property.createdAt, this.clock.now(), earlier);
  }
}
