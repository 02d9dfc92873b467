import type { OwnerContact } from "#modules/listings/listing-owner.js";
import { PRICE_CURRENCIES } from "#modules/listings/listing-terms.js";
import { PropertyNotFoundError } from "#modules/listings/listings.errors.js";
import type { PropertyRepository } from "#modules/listings/listings.ports.js";
import { LISTING_TYPES, RENT_PERIODS } from "#modules/listings/listings.rules.js";
import type {
  NewProperty,
  Property,
  PropertyChanges,
  PropertyFilter,
  PropertyPin,
  SitemapListing,
} from "#modules/listings/listings.types.js";
import type { Clock } from "#shared/ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  float,
  int,
  nullable,
  numeric,
  oneOf,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";
import { catalogueRows } from "./catalogue-size.js";
import { LISTING_FROM, LISTING_SELECT, listingRow } from "./listing-row.js";
import { PropertyEntity } from "./property.entity.js";
import { toProperty } from "./property.mapper.js";
import { SqlParams, searchWhere, upToMatches } from "./property-search-sql.js";
import {
  countWordsAlone,
  type Run,
  SORT_MATCHES_UP_TO,
  searchPage,
  type TimedFilter,
  WORD_WINDOW,
  wordWindowFor,
} from "./search-walk.js";

/** What a pin carries, under the names PropertyPin gives them. */
const PIN_COLUMNS = `p.id, p.title, p.latitude, p.longitude, p.price, p.price_currency AS "priceCurrency",
  p.listing_type AS "listingType", p.rent_period AS "rentPeriod"`;

/** A rent per year compared with rents per month as its twelfth; sale prices as they are. */
// In cedis (price_ghs), so a dollar listing is compared by its equivalent; a yearly rent as its monthly share.
const monthlyPrice = (alias: string) =>
  `(CASE WHEN ${alias}.rent_period = 'year' THEN ${alias}.price_ghs / 12 ELSE ${alias}.price_ghs END)`;

/** A pin as PIN_COLUMNS selects it: only listings with a pin match (the box's filter). */
const pinRow = rowParser("pin", {
  id: int,
  title: text,
  latitude: float,
  longitude: float,
  price: numeric,
  priceCurrency: oneOf(...PRICE_CURRENCIES),
  listingType: oneOf(...LISTING_TYPES),
  rentPeriod: nullable(oneOf(...RENT_PERIODS)),
});
const countRow = rowParser("count", { n: int });
const idRow = rowParser("listing id", { id: int });
const sitemapRow = rowParser("sitemap listing", { id: int, updatedAt: timestamp });

type Raw = Record<string, unknown>;

/**
 * The repository's count: words and nothing else try a window of the newest first (decision 64);
 * otherwise the filters' matches (up to upTo) are counted in the database. A function of `run`,
 * so the bench's anchor of the results page counts with the same statements.
 */
export async function countMatches(
  run: Run,
  filter: TimedFilter,
  upTo: number | undefined,
  window: () => Promise<number>,
): Promise<number> {
  if (upTo !== undefined) {
    const n = await countWordsAlone(run, filter, upTo, await window());
    if (n !== null) return n;
  }
  const params = new SqlParams();
  const counted =
    upTo === undefined
      ? `SELECT 1 FROM properties p WHERE ${searchWhere(filter, params)}`
      : upToMatches(filter, params, "1", upTo);
  const row = countRow.first(
    await run(`SELECT count(*)::int AS n FROM (${counted}) AS matched`, params.values),
  );
  return row?.n ?? 0;
}

export class TypeOrmPropertyRepository implements PropertyRepository {
  constructor(
    private readonly db: DbContext,
    private readonly clock: Clock = { now: () => new Date() },
    /** Up to this many matches a search is sorted from its ids (tests lower it to cover both paths). */
    private readonly sortMatchesUpTo = SORT_MATCHES_UP_TO,
    /** Listings a word search tries in the sort's order first; 0 skips that step (tests). */
    private readonly wordWindow = WORD_WINDOW,
    /** Catalogues up to this size skip the word window (tests give 0 to walk whatever the size). */
    private readonly walkFrom = SORT_MATCHES_UP_TO,
  ) {}

  /** The word window for this catalogue's size (wordWindowFor). */
  private async window(): Promise<number> {
    if (this.wordWindow <= 0 || this.walkFrom <= 0) return this.wordWindow;
    const rows = await catalogueRows(this.db.dataSource, this.run);
    return wordWindowFor(rows, this.walkFrom, this.wordWindow);
  }

  private query(sql: string, params: unknown[]): Promise<Raw[]> {
    return this.db.manager.query(sql, params);
  }

  private readonly run = (sql: string, params: unknown[]) => this.query(sql, params);

  /**
   * A page of the search (search-walk.ts): a word search tries a window in the sort's order
   * first (decision 64); otherwise, and when that window runs out, up to sortMatchesUpTo matches
   * are sorted apart from the table with their page's rows in one statement, the common case,
   * and past that the sort's covering index is walked (decisions 19, 31).
   */
  async search(f: PropertyFilter): Promise<Property[]> {
    const now = f.now ?? this.clock.now();
    const window = await this.window();
    const page = await searchPage(this.run, { ...f, now }, this.sortMatchesUpTo, window);
    return page.filter((row) => row.id !== null).map((row) => toProperty(listingRow(row), now));
  }

  /**
   * No join and no order: only the number of rows the same filters select (up to upTo), counted
   * in the database, so one number comes back instead of a row per match. Words and nothing else
   * try a window of the newest first (decision 64).
   */
  async count(f: PropertyFilter, upTo?: number): Promise<number> {
    return countMatches(this.run, { ...f, now: f.now ?? this.clock.now() }, upTo, () =>
      this.window(),
    );
  }

  /**
   * The search's own matching statement (upToMatches: the same WHERE, and a word search planned
   * for its indexes), stopping at upTo; the pins then come in id order, so a map redrawn for the
   * same search puts the same pins down.
   */
  async pins(f: PropertyFilter, upTo: number): Promise<PropertyPin[]> {
    const params = new SqlParams();
    const matches = upToMatches(
      { ...f, now: f.now ?? this.clock.now() },
      params,
      PIN_COLUMNS,
      upTo,
    );
    return pinRow.all(
      await this.query(`SELECT * FROM (${matches}) AS pin ORDER BY id`, params.values),
    );
  }

  async findById(id: number): Promise<Property | null> {
    const [row]: unknown[] = await this.query(
      `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE p.id = $1`,
      [id],
    );
    return row ? toProperty(listingRow(row), this.clock.now()) : null;
  }

  /**
   * The search's own WHERE (so whatever hides a listing from /properties hides it here too),
   * then nearest price first; ties go to the newer listing.
   */
  async listSimilar(to: Property, limit: number): Promise<Property[]> {
    const now = this.clock.now();
    const params = new SqlParams();
    const where = searchWhere(
      {
        now,
        city: to.city,
        propertyType: to.propertyType,
        listingType: to.listingType,
        sort: "newest",
        limit,
        offset: 0,
      },
      params,
    );
    const self = params.add(to.id);
    const rows: unknown[] = await this.query(
      `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
       WHERE ${where} AND p.id <> ${self}
       ORDER BY ABS(${monthlyPrice("p")} - (SELECT ${monthlyPrice("t")} FROM properties t WHERE t.id = ${self})) ASC NULLS LAST,
         p.created_at DESC, p.id DESC
       LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows.map((row) => toProperty(listingRow(row), now));
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
    return this.readBack(saved.id);
  }

  async update(id: number, changes: PropertyChanges): Promise<Property> {
    // repository.update sets updated_at too, so the sitemap sees the change.
    await this.db.repository(PropertyEntity).update({ id }, changes);
    return this.readBack(id);
  }

  /** The listing just written, read as it is served; gone (never saved, or deleted) is an error. */
  private async readBack(id: number): Promise<Property> {
    const property = await this.findById(id);
    if (!property) throw new PropertyNotFoundError();
    return property;
  }

  async lastPublishedId(): Promise<number | null> {
    // The primary key read backwards, stopping at the first published row.
    const row = idRow.first(
      await this.db.manager.query(
        "SELECT id FROM properties WHERE published ORDER BY id DESC LIMIT 1",
      ),
    );
    return row?.id ?? null;
  }

  async listForSitemap(ids: { afterId: number; upToId: number }): Promise<SitemapListing[]> {
    // A range of the primary key: one part's rows, however large the table.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT id, updated_at AS "updatedAt" FROM properties
        WHERE published AND id > $1 AND id <= $2 ORDER BY id`,
      [ids.afterId, ids.upToId],
    );
    return sitemapRow.all(rows);
  }
}
