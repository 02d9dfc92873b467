import type { FavouriteRepository } from "#modules/favourites/favourites.ports.js";
import type { Favourite, SavedFavourite } from "#modules/favourites/favourites.types.js";
import type { DbContext } from "../db-context.js";
import { FavouriteEntity } from "../entities/favourite.entity.js";
import { toProperty } from "../mappers/property.mapper.js";
import { LISTING_FROM, LISTING_SELECT, listingRow } from "./property-search-sql.js";

export class TypeOrmFavouriteRepository implements FavouriteRepository {
  constructor(private readonly db: DbContext) {}

  private query() {
    return this.db
      .repository(FavouriteEntity)
      .createQueryBuilder("f")
      .innerJoinAndSelect("f.property", "p")
      .leftJoinAndSelect("p.agent", "agent");
  }

  async listForUser(userId: number): Promise<Favourite[]> {
    const rows = await this.query()
      .where("f.userId = :userId", { userId })
      .orderBy("f.createdAt", "DESC")
      .addOrderBy("f.id", "DESC")
      .getMany();
    return rows.map(toFavourite);
  }

  async add(userId: number, propertyId: number): Promise<SavedFavourite | null> {
    // One statement makes the add and reads everything its answer shows (issue 21, decision 65).
    // The INSERT finds the property or inserts nothing (null: not found). ON CONFLICT makes two
    // quick taps (or two tabs) one favourite without a race: its no-op update returns the row
    // the other add made, even one still committing (a row just inserted has no xmax; a row met
    // again carries this transaction's).
    // The listing's columns as the search reads them (property-search-sql.ts).
    const rows: Array<Record<string, unknown>> = await this.db.manager.query(
      `WITH saved AS (
         INSERT INTO favorites (user_id, property_id) SELECT $1, id FROM properties WHERE id = $2
         ON CONFLICT (user_id, property_id) DO UPDATE SET user_id = EXCLUDED.user_id
         RETURNING id, created_at, xmax = 0 AS created)
       SELECT s.id AS "favourite.id", s.created_at AS "favourite.createdAt",
         s.created AS "favourite.created", ${LISTING_SELECT}
       FROM saved s JOIN (${LISTING_FROM}) ON p.id = $2`,
      [userId, propertyId],
    );
    const [row] = rows;
    if (!row) return null;
    const property = toProperty(listingRow(row));
    return {
      favourite: {
        id: row["favourite.id"] as number,
        propertyId: property.id,
        createdAt: row["favourite.createdAt"] as Date,
        property,
      },
      created: row["favourite.created"] as boolean,
    };
  }

  async remove(userId: number, propertyId: number): Promise<boolean> {
    // Raw: the ORM's delete builds its statement anew on every call of this hot path.
    const [, affected]: [unknown, number] = await this.db.manager.query(
      "DELETE FROM favorites WHERE user_id = $1 AND property_id = $2",
      [userId, propertyId],
    );
    return affected > 0;
  }
}

function toFavourite(row: FavouriteEntity): Favourite {
  return {
    id: row.id,
    propertyId: row.propertyId,
    createdAt: row.createdAt,
    property: toProperty(row.property),
  };
}
