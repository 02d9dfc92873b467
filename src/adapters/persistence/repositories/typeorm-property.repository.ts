import type { SelectQueryBuilder } from "typeorm";
import type { OwnerContact } from "#modules/listings/listing-owner.js";
import { REPORT_THRESHOLD, SEARCHABLE_STATUS } from "#modules/listings/listing-visibility.js";
import type { PropertyRepository } from "#modules/listings/listings.ports.js";
import type {
  NewProperty,
  Property,
  PropertyChanges,
  PropertyFilter,
} from "#modules/listings/listings.types.js";
import type { Clock } from "#shared/ports.js";
import type { DbContext } from "../db-context.js";
import { PropertyEntity } from "../entities/property.entity.js";
import { toProperty } from "../mappers/property.mapper.js";
import { whereInBox } from "./box-filter.js";
import { MATCH_ORDER, SEARCH_MATCH_COLUMNS, type SearchMatch } from "./search-match-order.js";

// Prices compare in cedis (comparable_price_ghs): a dollar listing sorts by its equivalent at the
// current rate, and one with no rate yet sorts last either way (the price indexes are built so).
// A rent is never compared with a sale price (issue 18): sales come first, then rentals by their
// monthly rent; with Buy or Rent chosen only one kind is listed.
const ORDER: Record<PropertyFilter["sort"], [string, "ASC" | "DESC"][]> = {
  newest: [["p.createdAt", "DESC"]],
  "price-low": [
    ["p.listingType", "DESC"],
    ["p.comparablePriceGhs", "ASC"],
  ],
  "price-high": [
    ["p.listingType", "DESC"],
    ["p.comparablePriceGhs", "DESC"],
  ],
  featured: [
    ["p.featured", "DESC"],
    ["p.createdAt", "DESC"],
  ],
};

/** Words past this many are ignored: each one is another trigram lookup. */
export const MAX_SEARCH_WORDS = 8;

/** Past this many matches the sort indexes find a page quickly; up to it, sorting the matches is surer. */
export const SORT_MATCHES_UP_TO = 1000;

/** A rent per year compared with rents per month as its twelfth; sale prices as they are. */
// In cedis (price_ghs), so a dollar listing is compared by its equivalent; a yearly rent as its monthly share.
const monthlyPrice = (alias: string) =>
  `(CASE WHEN ${alias}.rent_period = 'year' THEN ${alias}.price_ghs / 12 ELSE ${alias}.price_ghs END)`;

export class TypeOrmPropertyRepository implements PropertyRepository {
  constructor(
    private readonly db: DbContext,
    private readonly clock: Clock = { now: () => new Date() },
    /** Up to this many matches a search is sorted from its ids (tests lower it to cover both paths). */
    private readonly sortMatchesUpTo = SORT_MATCHES_UP_TO,
  ) {}

  private query(): SelectQueryBuilder<PropertyEntity> {
    return this.db
      .repository(PropertyEntity)
      .createQueryBuilder("p")
      .leftJoinAndSelect("p.agent", "agent");
  }

  async search(f: PropertyFilter): Promise<Property[]> {
    const now = f.now ?? this.clock.now();
    const filter = { ...f, now };
    // Two steps (decision 19): when the filters select few listings, those are sorted as they
    // come from the index, instead of letting the planner walk a whole sort index for matches
    // that are rare. Either way only a page of ids is found before any row is read (decision 31).
    const few = await this.matches(filter, this.sortMatchesUpTo + 1);
    const pageIds =
      few.length <= this.sortMatchesUpTo
        ? few
            .sort(MATCH_ORDER[f.sort])
            .slice(f.offset, f.offset + f.limit)
            .map((match) => match.id)
        : await this.pageOfIds(filter);
    if (pageIds.length === 0) return [];
    const rows = await this.query().where("p.id IN (:...pageIds)", { pageIds }).getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProperty(row, now)] : [];
    });
  }

  /**
   * One page of ids in the sort's order when more than sortMatchesUpTo listings match: walking
   * the sort's index, which, being covering (decision 31), reads no row to test the filters.
   */
  private async pageOfIds(f: PropertyFilter & { now: Date }): Promise<number[]> {
    const q = this.filtered(f).select("p.id", "id");
    orderBy(q, f.sort);
    const rows: Array<{ id: number }> = await q.offset(f.offset).limit(f.limit).getRawMany();
    return rows.map((row) => row.id);
  }

  /** No join and no order: only the number of rows the same filters select (up to upTo). */
  async count(f: PropertyFilter, upTo?: number): Promise<number> {
    const now = f.now ?? this.clock.now();
    if (upTo !== undefined) return (await this.matches({ ...f, now }, upTo)).length;
    return this.filtered({ ...f, now }).getCount();
  }

  /** At most `upTo` listings the filters select, in no order: the scan stops there. */
  private async matches(f: PropertyFilter, upTo: number): Promise<SearchMatch[]> {
    const q = this.filtered(f).select(...SEARCH_MATCH_COLUMNS[0]);
    for (const [expression, alias] of SEARCH_MATCH_COLUMNS.slice(1)) q.addSelect(expression, alias);
    if (searchWords(f.search).length > 0) {
      // Decision 23: the planner takes a word and the filters as independent ("plot" and "for
      // rent" look like 40k matches; there are none) and scans the table expecting to stop at
      // upTo. Planned inside a materialized CTE it plans for every match (the indexes), and
      // the rows are still pulled one by one, so the LIMIT still stops early.
      const [sql, params] = q.getQueryAndParameters();
      return this.db.manager.query(
        `WITH m AS MATERIALIZED (${sql}) SELECT * FROM m LIMIT ${Number(upTo)}`,
        params,
      );
    }
    return q.limit(upTo).getRawMany();
  }

  /** The search's WHERE on the table alone: no join, nothing selected yet. */
  private filtered(f: PropertyFilter): SelectQueryBuilder<PropertyEntity> {
    return withFilters(this.db.repository(PropertyEntity).createQueryBuilder("p"), f);
  }

  async findById(id: number): Promise<Property | null> {
    const row = await this.query().where("p.id = :id", { id }).getOne();
    return row ? toProperty(row, this.clock.now()) : null;
  }

  /**
   * The search's own WHERE (so whatever hides a listing from /properties hides it here too),
   * then nearest price first; ties go to the newer listing.
   */
  async listSimilar(to: Property, limit: number): Promise<Property[]> {
    const now = this.clock.now();
    const q = withFilters(this.query(), {
      now,
      city: to.city,
      propertyType: to.propertyType,
      listingType: to.listingType,
      sort: "newest",
      limit,
      offset: 0,
    })
      .andWhere("p.id <> :selfId", { selfId: to.id })
      .addSelect(
        `ABS(${monthlyPrice("p")} - (SELECT ${monthlyPrice("t")} FROM properties t WHERE t.id = :selfId))`,
        "price_gap",
      )
      .orderBy("price_gap", "ASC", "NULLS LAST")
      .addOrderBy("p.createdAt", "DESC")
      .addOrderBy("p.id", "DESC");
    const rows = await q.limit(limit).getMany();
    return rows.map((row) => toProperty(row, now));
  }

  async findOwnership(
    id: number,
  ): Promise<{ ownerId: number | null; agentId: number | null } | null> {
    const row = await this.db
      .repository(PropertyEntity)
      .findOne({ where: { id }, select: { id: true, ownerId: true, agentId: true } });
    return row ? { ownerId: row.ownerId, agentId: row.agentId } : null;
  }

  async findOwnerContact(id: number): Promise<OwnerContact | null> {
    const row = await this.db.repository(PropertyEntity).findOne({
      where: { id },
      select: { id: true, ownerName: true, ownerEmail: true, ownerPhone: true },
    });
    if (!row?.ownerName || !row.ownerEmail) return null;
    return { name: row.ownerName, email: row.ownerEmail, phone: row.ownerPhone };
  }

  async create({ ownerContact, ...property }: NewProperty): Promise<Property> {
    const repo = this.db.repository(PropertyEntity);
    const owner = {
      ownerName: ownerContact?.name ?? null,
      ownerEmail: ownerContact?.email ?? null,
      ownerPhone: ownerContact?.phone ?? null,
    };
    const saved = await repo.save(repo.create({ ...property, ...owner, status: "available" }));
    return (await this.findById(saved.id)) as Property;
  }

  async update(id: number, changes: PropertyChanges): Promise<Property> {
    // repository.update sets updated_at too, so the sitemap sees the change.
    await this.db.repository(PropertyEntity).update({ id }, changes);
    return (await this.findById(id)) as Property;
  }

  async listForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]> {
    const rows: { id: number; updated_at: string }[] = await this.db.manager.query(
      "SELECT id, updated_at FROM properties WHERE published ORDER BY updated_at DESC, id DESC LIMIT $1",
      [limit],
    );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }
}

/** The words of a visitor's search text: split on spaces, at most MAX_SEARCH_WORDS. */
function searchWords(text: string | undefined): string[] {
  return (text ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** A word anywhere: its own LIKE wildcards (and the escape character) match only themselves. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The sort's ORDER BY, with the id last so the order is total and Load More never repeats. */
function orderBy(q: SelectQueryBuilder<PropertyEntity>, sort: PropertyFilter["sort"]): void {
  for (const [column, direction] of ORDER[sort]) {
    // Only the price column can be NULL; a NULLS clause elsewhere would not match the date index.
    q.addOrderBy(column, direction, column === "p.comparablePriceGhs" ? "NULLS LAST" : undefined);
  }
  q.addOrderBy("p.id", sort === "price-low" ? "ASC" : "DESC");
}

/** The WHERE clause of a search, shared by the page of results and its total. */
function withFilters(
  q: SelectQueryBuilder<PropertyEntity>,
  f: PropertyFilter,
): SelectQueryBuilder<PropertyEntity> {
  // The one visibility rule (decision 13): published, not expired at the Clock's time (not SQL
  // now(), so tests can move time) and reported by fewer than REPORT_THRESHOLD people.
  // Let, sold and pending listings keep their page but are out of search (issue 18).
  q.where(
    "p.published = true AND p.expiresAt > :now AND p.openReportCount < :threshold AND p.status = :searchable",
    { now: f.now ?? new Date(), threshold: REPORT_THRESHOLD, searchable: SEARCHABLE_STATUS },
  );
  if (f.featured) q.andWhere("p.featured = true");
  // Every word must appear, in any case, somewhere in the title, description, location or city:
  // search_text is those four lower-cased, with one trigram index (decision 23).
  for (const [i, word] of searchWords(f.search).entries()) {
    q.andWhere(`p.search_text LIKE lower(:word${i})`, { [`word${i}`]: likeWord(word) });
  }
  if (f.propertyType) q.andWhere("lower(p.propertyType) = lower(:type)", { type: f.propertyType });
  if (f.city) q.andWhere("lower(p.city) = lower(:city)", { city: f.city });
  if (f.region) q.andWhere("lower(p.region) = lower(:region)", { region: f.region });
  if (f.furnishing) q.andWhere("p.furnishing = :furnishing", { furnishing: f.furnishing });
  if (f.nearUniversity) q.andWhere(":uni = ANY(p.nearUniversities)", { uni: f.nearUniversity });
  if (f.listingType) q.andWhere("p.listingType = :listingType", { listingType: f.listingType });
  if (f.minPrice !== undefined) q.andWhere("p.priceGhs >= :minPrice", { minPrice: f.minPrice });
  if (f.maxPrice !== undefined) q.andWhere("p.priceGhs <= :maxPrice", { maxPrice: f.maxPrice });
  if (f.maxAdvance !== undefined) {
    // Only rentals have an advance; one not stated cannot be promised to be within the limit.
    q.andWhere("p.listingType = 'rent' AND p.rentAdvanceMonths <= :maxAdvance", {
      maxAdvance: f.maxAdvance,
    });
  }
  if (f.bedrooms !== undefined) {
    q.andWhere(f.bedrooms >= 4 ? "p.bedrooms >= :beds" : "p.bedrooms = :beds", {
      beds: f.bedrooms,
    });
  }
  if (f.bbox) whereInBox(q, "p", f.bbox);
  if (f.createdAfter) q.andWhere("p.createdAt > :createdAfter", { createdAfter: f.createdAfter });
  if (f.createdUpTo) q.andWhere("p.createdAt <= :createdUpTo", { createdUpTo: f.createdUpTo });
  if (f.ids) {
    if (f.ids.length === 0) q.andWhere("false");
    else q.andWhere("p.id IN (:...ids)", { ids: f.ids });
  }
  return q;
}
