import type { FavouriteRepository } from "../../../modules/favourites/favourites.ports.js";
import type { Favourite } from "../../../modules/favourites/favourites.types.js";
import type { DbContext } from "../db-context.js";
import { FavoriteEntity } from "../entities/favorite.entity.js";
import { toProperty } from "../mappers/property.mapper.js";

export class TypeOrmFavouriteRepository implements FavouriteRepository {
  constructor(private readonly db: DbContext) {}

  private query() {
    return this.db
      .repository(FavoriteEntity)
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

  async add(userId: number, propertyId: number) {
    // ON CONFLICT DO NOTHING makes two quick taps (or two tabs) one favourite, without a race.
    const result = await this.db.manager.query(
      `INSERT INTO favorites (user_id, property_id) VALUES ($1, $2)
       ON CONFLICT (user_id, property_id) DO NOTHING RETURNING id`,
      [userId, propertyId],
    );
    const row = await this.query()
      .where("f.userId = :userId AND f.propertyId = :propertyId", { userId, propertyId })
      .getOneOrFail();
    return { favourite: toFavourite(row), created: result.length > 0 };
  }

  async remove(userId: number, propertyId: number): Promise<boolean> {
    const result = await this.db.repository(FavoriteEntity).delete({ userId, propertyId });
    return (result.affected ?? 0) > 0;
  }
}

function toFavourite(row: FavoriteEntity): Favourite {
  return {
    id: row.id,
    propertyId: row.propertyId,
    createdAt: row.createdAt,
    property: toProperty(row.property),
  };
}
