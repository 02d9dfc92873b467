import { REPORT_THRESHOLD, SEARCHABLE_STATUS } from "#modules/listings/listing-visibility.js";
import type { ListingType } from "#modules/listings/listings.rules.js";
import type { PropertyFilter } from "#modules/listings/listings.types.js";
import { LISTING_FROM, LISTING_SELECT } from "./listing-row.js";

// The search's statements written out, not built by TypeORM's query builder: a visitor's search
// nobody asked before is answered on every request, and building the statement and
// hydrating entities cost more than the database's work on a catalogue of thousands.

/** Words past this many are ignored: each one is another trigram lookup. */
export const MAX_SEARCH_WORDS = 8;

/** Positional parameters ($1, $2…) gathered as the statement is written. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The words of a visitor's search text: split on spaces, at most MAX_SEARCH_WORDS. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** A word anywhere: its own LIKE wildcards (and the escape character) match only themselves. */
export const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a search on `properties p`, shared by the page of results and its total. */
export function searchWhere(f: PropertyFilter, params: SqlParams): string {
  // The one visibility rule (decision 13): published, not expired at the Clock's time (not SQL
  // now(), so tests can move time) and reported by fewer than REPORT_THRESHOLD people.
  // Let, sold and pending listings keep their page but are out of search.
  const where = [
    `p.published = true AND p.expires_at > ${params.add(f.now ?? new Date())}`,
    `p.open_report_count < ${params.add(REPORT_THRESHOLD)}`,
    `p.status = ${params.add(SEARCHABLE_STATUS)}`,
  ];
  if (f.featured) where.push("p.featured = true");
  // Every word must appear, in any case, somewhere in the title, description, location or city:
  // search_text is those four lower-cased, with one trigram index (decision 23).
  for (const word of searchWords(f.search)) {
    where.push(`p.search_text LIKE lower(${params.add(likeWord(word))})`);
  }
  if (f.propertyType) where.push(`lower(p.property_type) = lower(${params.add(f.propertyType)})`);
  if (f.city) where.push(`lower(p.city) = lower(${params.add(f.city)})`);
  if (f.region) where.push(`lower(p.region) = lower(${params.add(f.region)})`);
  if (f.furnishing) where.push(`p.furnishing = ${params.add(f.furnishing)}`);
  if (f.nearUniversity) where.push(`${params.add(f.nearUniversity)} = ANY(p.near_universities)`);
  if (f.listingType) where.push(`p.listing_type = ${params.add(f.listingType)}`);
  if (f.minPrice !== undefined) where.push(`p.price_ghs >= ${params.add(f.minPrice)}`);
  if (f.maxPrice !== undefined) where.push(`p.price_ghs <= ${params.add(f.maxPrice)}`);
  if (f.maxAdvance !== undefined) {
    // Only rentals have an advance; one not stated cannot be promised to be within the limit.
    where.push(`p.listing_type = 'rent' AND p.rent_advance_months <= ${params.add(f.maxAdvance)}`);
  }
  if (f.bedrooms !== undefined) {
    where.push(`p.bedrooms ${f.bedrooms >= 4 ? ">=" : "="} ${params.add(f.bedrooms)}`);
  }
  if (f.bbox) {
    // Map search: the pin inside the box, edges included. Latitude first, as the btree
    // properties_coordinates_idx (latitude, longitude) reads it; a listing with no pin drops out.
    const { south, north, west, east } = f.bbox;
    where.push(
      `p.latitude BETWEEN ${params.add(south)} AND ${params.add(north)} AND p.longitude BETWEEN ${params.add(west)} AND ${params.add(east)}`,
    );
  }
  if (f.createdAfter) where.push(`p.created_at > ${params.add(f.createdAfter)}`);
  if (f.createdUpTo) where.push(`p.created_at <= ${params.add(f.createdUpTo)}`);
  if (f.ids) {
    where.push(f.ids.length === 0 ? "false" : `p.id = ANY(${params.add(f.ids)}::int[])`);
  }
  return where.join(" AND ");
}

// Prices compare in cedis (comparable_price_ghs): a dollar listing sorts by its equivalent at the
// current rate, and one with no rate yet sorts last either way (the price indexes are built so).
// A rent is never compared with a sale price: sales come first, then rentals by their
// monthly rent; with Buy or Rent chosen only one kind is listed. The id comes last, so the order
// is total and Load More never repeats. Only the price can be NULL; a NULLS clause elsewhere
// would not match the date index.
const ORDER: Record<PropertyFilter["sort"], (alias: string) => string> = {
  newest: (a) => `${a}.created_at DESC, ${a}.id DESC`,
  "price-low": (a) =>
    `${a}.listing_type DESC, ${a}.comparable_price_ghs ASC NULLS LAST, ${a}.id ASC`,
  "price-high": (a) =>
    `${a}.listing_type DESC, ${a}.comparable_price_ghs DESC NULLS LAST, ${a}.id DESC`,
  featured: (a) => `${a}.featured DESC, ${a}.created_at DESC, ${a}.id DESC`,
};

/** The sort's ORDER BY over a relation with the properties' sort columns. */
export function orderBySql(sort: PropertyFilter["sort"], alias: string): string {
  return ORDER[sort](alias);
}

/**
 * The whole order of a sort, over a relation with SORT_COLUMNS. Newest first puts the listings
 * "not confirmed recently" at the Clock's time after the others (decision 101); an index cannot
 * give that order, so a walk of the date index walks each standing in turn (sortParts).
 */
export function rankedOrderSql(f: PropertyFilter, alias: string, params: SqlParams): string {
  const order = orderBySql(f.sort, alias);
  if (f.sort !== "newest") return order;
  return `(${alias}.unconfirmed_from <= ${params.add(f.now ?? new Date())}) IS TRUE, ${order}`;
}

/**
 * A part of a sort's order that one walk of its index gives: a kind of listing in a price sort
 * (sales, then rentals), a standing in newest first (confirmed or unasked, then not confirmed
 * recently), or the whole order.
 */
export interface SortPart {
  kind?: ListingType;
  unconfirmed?: boolean;
}

export function sortParts(f: PropertyFilter): SortPart[] {
  if (f.sort === "price-low" || f.sort === "price-high") {
    const kinds: readonly ListingType[] = f.listingType ? [f.listingType] : ["sale", "rent"];
    return kinds.map((kind) => ({ kind }));
  }
  if (f.sort === "newest") return [{ unconfirmed: false }, { unconfirmed: true }];
  return [{}];
}

/**
 * A standing's condition on `properties p`; the two are every listing. The second is met only by
 * the few listings with a date (properties_unconfirmed_idx holds just those).
 */
export function standingWhere(part: SortPart, f: PropertyFilter, params: SqlParams): string[] {
  if (part.unconfirmed === undefined) return [];
  const now = params.add(f.now ?? new Date());
  return [
    part.unconfirmed
      ? `p.unconfirmed_from <= ${now}`
      : `(p.unconfirmed_from IS NULL OR p.unconfirmed_from > ${now})`,
  ];
}

/** The columns a sort reads, for a set of matches sorted apart from the table. */
export const SORT_COLUMNS =
  "p.id, p.created_at, p.comparable_price_ghs, p.listing_type, p.featured, p.unconfirmed_from";

/** A statement and its parameters, as the driver takes them. */
export type Statement = [sql: string, params: unknown[]];

/**
 * At most `upTo` listings the filters select, in no order: the scan stops there. Decision 23:
 * the planner takes a word and the filters as independent ("plot" and "for rent" look like 40k
 * matches; there are none) and scans the table expecting to stop at upTo. Planned inside a
 * materialized CTE it plans for every match (the indexes), and the rows are still pulled one
 * by one, so the LIMIT still stops early.
 */
export function upToMatches(
  f: PropertyFilter,
  params: SqlParams,
  columns: string,
  upTo: number,
): string {
  const where = [searchWhere(f, params)];
  // One kind chosen: its price index answers the price filter as a range (decision 64); "rent
  // from GH₵1,000 to 3,000" walked past 180,000 dearer rentals to find its first thousand.
  if (f.listingType) where.push(...comparablePriceBounds(f, f.listingType, params));
  const matches = `SELECT ${columns} FROM properties p WHERE ${where.join(" AND ")}`;
  return searchWords(f.search).length > 0
    ? `WITH m AS MATERIALIZED (${matches}) SELECT * FROM m LIMIT ${Number(upTo)}`
    : `${matches} LIMIT ${Number(upTo)}`;
}

/**
 * A search whose matches are sorted apart from the table (decision 19): up to `upTo` of them
 * with their sort keys, the page of those in the sort's order, and its listings, in one
 * statement. Its first row always says how many matched (up to upTo); a row whose id is null
 * is that count alone, when the page is empty — and when all `upTo` matched: the caller then
 * walks the sort's index instead, so the page is neither sorted nor read (a one-time filter on
 * the count, decided before the page's node runs).
 */
export function fewMatchesStatement(f: PropertyFilter, upTo: number): Statement {
  const params = new SqlParams();
  const candidates = upToMatches(f, params, SORT_COLUMNS, upTo);
  const page = `SELECT c.id FROM c WHERE (SELECT matched FROM n) < ${Number(upTo)}
    ORDER BY ${rankedOrderSql(f, "c", params)}
    LIMIT ${params.add(f.limit)} OFFSET ${params.add(f.offset)}`;
  const sql = `WITH c AS (${candidates}), n AS (SELECT count(*)::int AS matched FROM c),
    page AS (${page})
    SELECT n.matched, ${LISTING_SELECT}
    FROM n LEFT JOIN page ON true LEFT JOIN (${LISTING_FROM}) ON p.id = page.id
    ORDER BY ${rankedOrderSql(f, "p", params)}`;
  return [sql, params.values];
}

/**
 * One page when many match: its ids from walking the sort's index, which, being covering
 * (decision 31), reads no row to test the filters, then those listings. Newest first walks its
 * two standings (decision 101), each as far as the page reaches; the second, the listings not
 * confirmed recently, is read from their own small index.
 */
export function sortedPageStatement(f: PropertyFilter): Statement {
  const params = new SqlParams();
  const where = searchWhere(f, params);
  const order = orderBySql(f.sort, "p");
  const parts = f.sort === "newest" ? sortParts(f) : [{}];
  let ids: string;
  if (parts.length === 1) {
    ids = `SELECT p.id FROM properties p WHERE ${where} ORDER BY ${order}`;
  } else {
    const reach = params.add(f.offset + f.limit);
    const walks = parts.map(
      (part, rank) => `(SELECT ${rank} AS part, p.id, p.created_at FROM properties p
        WHERE ${[where, ...standingWhere(part, f, params)].join(" AND ")}
        ORDER BY ${order} LIMIT ${reach})`,
    );
    ids = `SELECT w.id FROM (${walks.join(" UNION ALL ")}) w
      ORDER BY w.part, ${orderBySql(f.sort, "w")}`;
  }
  const sql = `WITH page AS (${ids} LIMIT ${params.add(f.limit)} OFFSET ${params.add(f.offset)})
    SELECT ${LISTING_SELECT} FROM page JOIN (${LISTING_FROM}) ON p.id = page.id
    ORDER BY ${rankedOrderSql(f, "p", params)}`;
  return [sql, params.values];
}

/**
 * The price filter (on price_ghs) restated on comparable_price_ghs, the price indexes' key, so a
 * walk of one kind starts and stops at the filter's bounds (decision 64). A sale's comparable
 * price is its price; a monthly rent's too; a yearly rent's is its twelfth rounded to the
 * pesewa, so never below min/12 − 0.005 and never above the rent itself. The price_ghs filter
 * still decides: these only bound the walk.
 */
export function comparablePriceBounds(
  f: PropertyFilter,
  kind: "sale" | "rent",
  params: SqlParams,
): string[] {
  const bounds: string[] = [];
  if (f.minPrice !== undefined) {
    bounds.push(
      kind === "sale"
        ? `p.comparable_price_ghs >= ${params.add(f.minPrice)}`
        : `p.comparable_price_ghs >= CAST(${params.add(f.minPrice)} AS numeric) / 12 - 0.01`,
    );
  }
  if (f.maxPrice !== undefined) bounds.push(`p.comparable_price_ghs <= ${params.add(f.maxPrice)}`);
  return bounds;
}
