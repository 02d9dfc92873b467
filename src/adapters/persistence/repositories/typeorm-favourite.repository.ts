import type { FavouriteRepository } from "#modules/favourites/favourites.ports.js";
import type { Favourite, SavedFavourite } from "#modules/favourites/favourites.types.js";
import type { DbContext } from "../db-context.js";
import { FavouriteEntity } from "../entities/favourite.entity.js";
import { toProperty } from "../mappers/property.mapper.js";

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
    // One statement: the property must exist, ON CONFLICT DO NOTHING makes two quick taps (or two
    // tabs) one favourite without a race, and a repeat finds the row it met (the statement's
    // snapshot still shows it to the second SELECT).
    const rows: Array<{ id: number; created_at: Date; created: boolean }> =
      await this.db.manager.query(
        `WITH target AS (SELECT id FROM properties WHERE id = $2),
         made AS (
           INSERT INTO favorites (user_id, property_id) SELECT $1, id FROM target
           ON CONFLICT (user_id, property_id) DO NOTHING
           RETURNING id, created_at)
         SELECT id, created_at, true AS created FROM made
         UNION ALL
         SELECT f.id, f.created_at, false FROM favorites f JOIN target t ON t.id = f.property_id
         WHERE f.user_id = $1 AND NOT EXISTS (SELECT 1 FROM made)`,
        [userId, propertyId],
      );
    const [row] = rows;
    return row ? { id: row.id, createdAt: new Date(row.created_at), created: row.created } : null;
  }

  async remove(userId: number, propertyId: number): Promise<boolean> {
    const result = await this.db.repository(FavouriteEntity).delete({ userId, propertyId });
    return (result.affected ?? 0) > 0;
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
