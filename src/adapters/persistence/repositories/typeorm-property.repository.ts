import type { SelectQueryBuilder } from "typeorm";
import type { PropertyRepository } from "../../../modules/listings/listings.ports.js";
import type {
  NewProperty,
  Property,
  PropertyFilter,
} from "../../../modules/listings/listings.types.js";
import type { PropertyChanges } from "../../../modules/listings/my-listings.types.js";
import type { DbContext } from "../db-context.js";
import { PropertyEntity } from "../entities/property.entity.js";
import { toProperty } from "../mappers/property.mapper.js";

const ORDER: Record<PropertyFilter["sort"], [string, "ASC" | "DESC"][]> = {
  newest: [["p.createdAt", "DESC"]],
  "price-low": [["p.price", "ASC"]],
  "price-high": [["p.price", "DESC"]],
  featured: [
    ["p.featured", "DESC"],
    ["p.createdAt", "DESC"],
  ],
};

export class TypeOrmPropertyRepository implements PropertyRepository {
  constructor(private readonly db: DbContext) {}

  private query(): SelectQueryBuilder<PropertyEntity> {
    return this.db
      .repository(PropertyEntity)
      .createQueryBuilder("p")
      .leftJoinAndSelect("p.agent", "agent");
  }

  async search(f: PropertyFilter): Promise<Property[]> {
    const q = withFilters(this.query(), f);
    for (const [column, direction] of ORDER[f.sort]) q.addOrderBy(column, direction);
    // The id makes the order total, so Load More never repeats or skips a listing.
    q.addOrderBy("p.id", f.sort === "price-low" ? "ASC" : "DESC");
    // offset/limit, not skip/take: the one join is many-to-one, so rows never multiply.
    const rows = await q.offset(f.offset).limit(f.limit).getMany();
    return rows.map(toProperty);
  }

  /** No join and no order: only the number of rows the same filters select. */
  count(f: PropertyFilter): Promise<number> {
    return withFilters(this.db.repository(PropertyEntity).createQueryBuilder("p"), f).getCount();
  }

  async findById(id: number): Promise<Property | null> {
    const row = await this.query().where("p.id = :id", { id }).getOne();
    return row ? toProperty(row) : null;
  }

  async findOwnership(
    id: number,
  ): Promise<{ ownerId: number | null; agentId: number | null } | null> {
    const row = await this.db
      .repository(PropertyEntity)
      .findOne({ where: { id }, select: { id: true, ownerId: true, agentId: true } });
    return row ? { ownerId: row.ownerId, agentId: row.agentId } : null;
  }

  async create(property: NewProperty): Promise<Property> {
    const repo = this.db.repository(PropertyEntity);
    const saved = await repo.save(repo.create({ ...property, status: "available" }));
    return (await this.findById(saved.id)) as Property;
  }

  async update(id: number, changes: PropertyChanges): Promise<Property> {
    // repository.update sets updated_at too, so the sitemap sees the change.
    await this.db.repository(PropertyEntity).update({ id }, changes);
    return (await this.findById(id)) as Property;
  }

  async listForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]> {
    const rows: { id: number; updated_at: string }[] = await this.db.manager.query(
      "SELECT id, updated_at FROM properties ORDER BY updated_at DESC, id DESC LIMIT $1",
      [limit],
    );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }
}

/** The WHERE clause of a search, shared by the page of results and its total. */
function withFilters(
  q: SelectQueryBuilder<PropertyEntity>,
  f: PropertyFilter,
): SelectQueryBuilder<PropertyEntity> {
  if (f.featured) q.andWhere("p.featured = true");
  if (f.search) {
    // ILIKE on the four visible text fields; the wildcard characters of the user's text are escaped.
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.andWhere(
      "(p.title ILIKE :pattern OR p.description ILIKE :pattern OR p.location ILIKE :pattern OR p.city ILIKE :pattern)",
      { pattern },
    );
  }
  if (f.propertyType) q.andWhere("lower(p.propertyType) = lower(:type)", { type: f.propertyType });
  if (f.city) q.andWhere("lower(p.city) = lower(:city)", { city: f.city });
  if (f.region) q.andWhere("lower(p.region) = lower(:region)", { region: f.region });
  if (f.furnishing) q.andWhere("p.furnishing = :furnishing", { furnishing: f.furnishing });
  if (f.nearUniversity) q.andWhere(":uni = ANY(p.nearUniversities)", { uni: f.nearUniversity });
  if (f.listingType) q.andWhere("p.listingType = :listingType", { listingType: f.listingType });
  if (f.minPrice !== undefined) q.andWhere("p.price >= :minPrice", { minPrice: f.minPrice });
  if (f.maxPrice !== undefined) q.andWhere("p.price <= :maxPrice", { maxPrice: f.maxPrice });
  if (f.bedrooms !== undefined) {
    q.andWhere(f.bedrooms >= 4 ? "p.bedrooms >= :beds" : "p.bedrooms = :beds", {
      beds: f.bedrooms,
    });
  }
  return q;
}
