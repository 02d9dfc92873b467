import type { FavouriteRepository } from "#modules/favourites/favourites.ports.js";
import type { Favourite, SavedFavourite } from "#modules/favourites/favourites.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { bool, int, rowParser, timestamp } from "../../persistence/row-parser.js";
import { LISTING_FROM, LISTING_SELECT, listingRow } from "../listings/listing-row.js";
import { toProperty } from "../listings/property.mapper.js";

// Written SQL (decision 95): the add is an upsert that answers from its own statement (decision
// 65; a function since decision 111), and the list reads the listing with the same columns as
// the add and the search (listing-row.ts), so a favourite's Property is read one way.

const favouriteRow = rowParser("favourite", {
  "favourite.id": int,
  "favourite.createdAt": timestamp,
});
const addedRow = rowParser("added favourite", { "favourite.created": bool });

/**
 * The add ($1 user, $2 property): the favourite and its listing, or no row when the property is
 * not found. Exported, as the remove is, for the bench's anchor of the write path.
 */
export const FAVOURITE_ADD = `SELECT f.favourite_id AS "favourite.id", f.favourite_created_at AS "favourite.createdAt",
         f.created AS "favourite.created", ${LISTING_SELECT}
       FROM favourite_add($1, $2) f, LATERAL (SELECT (f.p).*) p, LATERAL (SELECT (f.agent).*) agent`;
/** The remove ($1 user, $2 property). */
export const FAVOURITE_REMOVE = "DELETE FROM favorites WHERE user_id = $1 AND property_id = $2";

export class SqlFavouriteRepository implements FavouriteRepository {
  constructor(private readonly db: DbContext) {}

  async listForUser(userId: number): Promise<Favourite[]> {
    const { rows } = await this.db.query(
      `SELECT f.id AS "favourite.id", f.created_at AS "favourite.createdAt", ${LISTING_SELECT}
       FROM favorites f JOIN (${LISTING_FROM}) ON p.id = f.property_id
       WHERE f.user_id = $1
       ORDER BY f.created_at DESC, f.id DESC`,
      [userId],
    );
    return rows.map(toFavourite);
  }

  async add(userId: number, propertyId: number): Promise<SavedFavourite | null> {
    // One statement makes the add and reads everything its answer shows (decision 65), through
    // favourite_add (decision 111: its plans are kept per database session). It finds the
    // property or inserts nothing (no row: not found); ON CONFLICT makes two quick taps (or two
    // tabs) one favourite without a race. The listing and its agent come back as whole rows,
    // opened here under the names LISTING_SELECT reads.
    const { rows } = await this.db.query(FAVOURITE_ADD, [userId, propertyId]);
    const [row] = rows;
    if (!row) return null;
    return { favourite: toFavourite(row), created: addedRow(row)["favourite.created"] };
  }

  async remove(userId: number, propertyId: number): Promise<boolean> {
    // Written: the ORM's delete builds its statement anew on every call of this hot path.
    const { rowCount } = await this.db.query(FAVOURITE_REMOVE, [userId, propertyId]);
    return rowCount > 0;
  }
}

/** A row of favourite.* and the listing's columns (LISTING_SELECT) as the domain's Favourite. */
function toFavourite(raw: unknown): Favourite {
  const row = favouriteRow(raw);
  const property = toProperty(listingRow(raw as Record<string, unknown>));
  return {
    id: row["favourite.id"],
    propertyId: property.id,
    createdAt: row["favourite.createdAt"],
    property,
  };
}
