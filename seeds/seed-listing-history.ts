import type { EntityManager } from "typeorm";
import { LISTING_HISTORY } from "./data/listing-history.js";
import { daysBefore } from "./seed-rows.js";

/**
 * The past of the listings this run added (decision 99). The database's triggers record a
 * listing's events as they happen, dated now; a seed's listings were "listed" days ago, so their
 * earlier events are written here with their own dates, and the card's reduction date with them.
 * Only listings new to this run: a rerun never rewrites a history the site has since added to.
 */
export async function seedListingHistory(
  manager: EntityManager,
  insertedIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const ids = [...insertedIds.values()];
  // As the migration did for the listings it found: a confirmation after the day of listing.
  await manager.query(
    `INSERT INTO listing_events (property_id, kind, at)
       SELECT id, 'confirmed', last_confirmed_at FROM properties
       WHERE id = ANY($1) AND last_confirmed_at > created_at + interval '1 day'`,
    [ids],
  );
  for (const [title, history] of Object.entries(LISTING_HISTORY)) {
    const propertyId = insertedIds.get(title);
    if (propertyId === undefined) continue;
    if (history.firstPrice !== undefined) {
      await manager.query(
        "UPDATE listing_events SET price = $2 WHERE property_id = $1 AND kind = 'listed'",
        [propertyId, history.firstPrice],
      );
    }
    let price =
      history.firstPrice ??
      String(
        (await manager.query("SELECT price FROM properties WHERE id = $1", [propertyId]))[0].price,
      );
    let reducedAt: Date | null = null;
    for (const change of history.changes) {
      const at = daysBefore(now, change.daysAgo, 0);
      if ("price" in change) {
        await manager.query(
          `INSERT INTO listing_events (property_id, kind, at, price, old_price, price_currency)
             SELECT $1, 'price', $2, $3, $4, price_currency FROM properties WHERE id = $1`,
          [propertyId, at, change.price, price],
        );
        reducedAt = Number(change.price) < Number(price) ? at : null;
        price = change.price;
      } else {
        await manager.query(
          `INSERT INTO listing_events (property_id, kind, at, status, old_status)
             VALUES ($1, 'status', $2, $3, $4)`,
          [propertyId, at, change.status, change.from],
        );
      }
    }
    if (reducedAt) {
      await manager.query("UPDATE properties SET price_reduced_at = $2 WHERE id = $1", [
        propertyId,
        reducedAt,
      ]);
    }
  }
}
