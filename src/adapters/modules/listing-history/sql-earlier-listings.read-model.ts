import type { EarlierListing, EarlierListings } from "#modules/listing-history/index.js";
import { PRICE_CURRENCIES } from "#modules/listings/index.js";
import { COUNTED_STATES } from "#modules/relistings/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  int,
  nullable,
  numeric,
  oneOf,
  rowParser,
  timestamp,
} from "../../persistence/row-parser.js";

const earlierRow = rowParser("earlier listing", {
  propertyId: int,
  firstListedAt: timestamp,
  firstPrice: nullable(numeric),
  firstCurrency: nullable(oneOf(...PRICE_CURRENCIES)),
  lastPrice: numeric,
  lastCurrency: oneOf(...PRICE_CURRENCIES),
  leftMarketAt: nullable(timestamp),
});

/**
 * A read model (decision 95): the links that count, followed back through listings that repeat
 * others (a recursive query; UNION stops at a listing already reached), with each earlier
 * listing's first listing and price from its own history, its price now, and the day it was let
 * or sold when that was its last change of status.
 */
export class SqlEarlierListingsReadModel implements EarlierListings {
  constructor(private readonly db: DbContext) {}

  async earlierListingsOf(propertyId: number): Promise<EarlierListing[]> {
    const rows: unknown[] = await this.db.manager.query(
      `WITH RECURSIVE earlier(id) AS (
         SELECT earlier_property_id FROM listing_relistings
          WHERE property_id = $1 AND state = ANY($2::text[])
         UNION
         SELECT r.earlier_property_id FROM listing_relistings r JOIN earlier e ON r.property_id = e.id
          WHERE r.state = ANY($2::text[])
       )
       SELECT p.id AS "propertyId", coalesce(l.at, p.created_at) AS "firstListedAt",
              l.price AS "firstPrice", l.price_currency AS "firstCurrency",
              p.price AS "lastPrice", p.price_currency AS "lastCurrency",
              CASE WHEN s.status IN ('rented', 'sold') THEN s.at END AS "leftMarketAt"
         FROM earlier e
         JOIN properties p ON p.id = e.id
         LEFT JOIN LATERAL (
           SELECT at, price, price_currency FROM listing_events
            WHERE property_id = p.id AND kind = 'listed' ORDER BY at, id LIMIT 1) l ON true
         LEFT JOIN LATERAL (
           SELECT at, status FROM listing_events
            WHERE property_id = p.id AND kind = 'status' ORDER BY at DESC, id DESC LIMIT 1) s ON true
        WHERE p.id <> $1
        ORDER BY "firstListedAt", p.id`,
      [propertyId, [...COUNTED_STATES]],
    );
    return earlierRow.all(rows).map((row) => ({
      propertyId: row.propertyId,
      firstListedAt: row.firstListedAt,
      firstPrice:
        row.firstPrice === null
          ? null
          : { price: row.firstPrice, currency: row.firstCurrency ?? row.lastCurrency },
      lastPrice: { price: row.lastPrice, currency: row.lastCurrency },
      leftMarketAt: row.leftMarketAt,
    }));
  }
}
