import type { ListingEvent, ListingHistoryRepository } from "#modules/listing-history/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import { ListingEventEntity } from "./listing-event.entity.js";

/** A plain read of one listing's events (decision 95): TypeORM's repository API. */
export class TypeOrmListingHistoryRepository implements ListingHistoryRepository {
  constructor(private readonly db: DbContext) {}

  async eventsOf(propertyId: number): Promise<ListingEvent[]> {
    const rows = await this.db.repository(ListingEventEntity).find({
      where: { propertyId },
      order: { at: "ASC", id: "ASC" },
    });
    return rows.map(({ id: _, propertyId: __, ...event }) => event);
  }
}
