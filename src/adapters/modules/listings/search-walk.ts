import type { PropertyFilter } from "#modules/listings/listings.types.js";
import { LISTING_FROM, LISTING_SELECT } from "./listing-row.js";
import {
  comparablePriceBounds,
  fewMatchesStatement,
  likeWord,
  orderBySql,
  type SortPart,
  SqlParams,
  type Statement,
  searchWhere,
  searchWords,
  sortedPageStatement,
  sortParts,
  standingWhere,
} from "./property-search-sql.js";

/** Past this many matches the sort indexes find a page quickly; up to it, sorting the matches is surer. */
export const SORT_MATCHES_UP_TO = 1000;

/**
 * Entries of the sort's index (the leading filter's range of it) a word search tries before it
 * asks the trigram index instead (decision 64): a first page is found there when about one
 * listing in 80 near the top passes; trying them costs a few milliseconds of the covering index,
 * however few of them the other filters keep.
 */
export const WORD_WINDOW = 1_000;

/**
 * The word window a catalogue of `rows` listings is searched with: none up to `walkFrom`, where
 * no search can match more than the matches sorted apart from the table take in one statement
 * (planning the walk's statement cost four times running it on the seed's 71 listings).
 */
export function wordWindowFor(rows: number, walkFrom: number, wordWindow: number): number {
  return rows > walkFrom ? wordWindow : 0;
}

/** A count's window is this many list windows: enough for "1,000+" when half the listings match. */
export const COUNT_WINDOW_TIMES = 2.5;

type Raw = Record<string, unknown>;

/** Sends one statement: the repository's connection, or the bench anchor's pool. */
export type Run = (sql: string, params: unknown[]) => Promise<Raw[]>;

/** A search with its Clock time fixed, as the statements take it. */
export type TimedFilter = PropertyFilter & { now: Date };

/**
 * One page of listings, as rows selected with LISTING_SELECT (a row whose id is null is none).
 * Words first walk the sort's order a window deep (decision 64): a common word has its page near
 * the top, and only a row whose signature has the words is read; the walk and the page's rows
 * are one statement. Otherwise two ways (decision 19): up to sortMatchesUpTo matches are sorted
 * apart from the table with their page's rows in one statement, the common case; past that, the
 * sort's covering index is walked for the page (decision 31), one kind at a time for a price sort.
 */
export async function searchPage(
  run: Run,
  f: TimedFilter,
  sortMatchesUpTo: number,
  wordWindow: number,
): Promise<Raw[]> {
  const words = searchWords(f.search);
  if (words.length > 0 && wordWindow > 0) {
    const rows = await run(...walkPageStatement(f, words, wordWindow));
    if (rows[0]?.known === true) return rows;
  }
  const rows = await run(...fewMatchesStatement(f, sortMatchesUpTo + 1));
  if (Number(rows[0]?.matched ?? 0) <= sortMatchesUpTo) return rows;
  // Filters alone in a date order: one walk of the sort's index finds the page, rows and all.
  if (words.length === 0 && !pricedSort(f)) return run(...sortedPageStatement(f));
  return run(...walkPageStatement(f, words));
}

/**
 * How many (up to `upTo`) listings have the words when nothing else is asked, by a window of the
 * newest: null when the window ran out first. No filter narrows the trigram index's lookup, which
 * costs per listing with the word (80 ms for "accra", in half of them), while upTo of them are
 * among the newest few thousand (decision 64). With filters the index is cheaper.
 */
export async function countWordsAlone(
  run: Run,
  f: TimedFilter,
  upTo: number,
  wordWindow: number,
): Promise<number | null> {
  const words = searchWords(f.search);
  if (words.length === 0 || wordWindow <= 0 || !onlyWords(f)) return null;
  const params = new SqlParams();
  const newest = { ...f, sort: "newest" as const };
  const walk = walkSql(newest, words, upTo, Math.ceil(COUNT_WINDOW_TIMES * wordWindow), params);
  const [row] = await run(
    `WITH ${walk} SELECT verdict.known,
       (SELECT count(*) FROM u WHERE u.hit)::int AS n FROM verdict`,
    params.values,
  );
  return row?.known === true ? Math.min(Number(row.n), upTo) : null;
}

/**
 * The first offset + limit matches in the sort's order and the page's rows, in one statement;
 * its first row says whether the walk decided (`known`), and a row whose id is null is none.
 */
function walkPageStatement(f: TimedFilter, words: string[], window?: number): Statement {
  const params = new SqlParams();
  const walk = walkSql(f, words, f.offset + f.limit, window, params);
  const page = `SELECT u.id, u.kr, u.n FROM u, verdict WHERE verdict.known AND u.hit
    ORDER BY u.kr, u.n LIMIT ${Number(f.limit)} OFFSET ${Number(f.offset)}`;
  const sql = `WITH ${walk}, page AS (${page})
    SELECT verdict.known, ${LISTING_SELECT}
    FROM verdict LEFT JOIN page ON true LEFT JOIN (${LISTING_FROM}) ON p.id = page.id
    ORDER BY page.kr, page.n`;
  return [sql, params.values];
}

const pricedSort = (f: PropertyFilter) => f.sort === "price-low" || f.sort === "price-high";

/** Whether the search is words alone: no filter but the visibility every search has. */
function onlyWords(f: PropertyFilter): boolean {
  const { search, sort, limit, offset, now, ...filters } = f;
  return Object.values(filters).every((value) => value === undefined || value === false);
}

/**
 * Two CTEs: `u`, the first `k` listings with every word (and one more) in the sort's order, each
 * with its part's rank `kr` and its place `n` in its part's walk, and `verdict`, whether they
 * are the answer. Price sorts walk sales, then rentals (their ORDER's first key), each kind a
 * range of its price index bounded by the price filter; newest first walks the listings in good
 * standing, then those not confirmed recently (decision 101). UNION ALL runs a part's walk only
 * when the parts before it did not give k. With `window`, at most that many listings of a part
 * are tried, and the window's last comes back whatever it holds: when fewer than k matched up to
 * it, the walk ran out first and the answer is not known. With no words every listing tried is
 * a match.
 */
function walkSql(
  f: TimedFilter,
  words: string[],
  k: number,
  window: number | undefined,
  params: SqlParams,
): string {
  const parts = sortParts(f);
  // Every bit of each word's signature must be set in the listing's (read from the index), and
  // only then is the row read to confirm the words: a signature can match by chance.
  const signed = words.map((word) => {
    const sig = `trigram_signature(lower(${params.add(word)}))`;
    return `(w.sig & ${sig}) = ${sig}`;
  });
  const hasWords = words.map((word) => `t.search_text LIKE lower(${params.add(likeWord(word))})`);
  const hit =
    words.length === 0
      ? "true"
      : `(${signed.join(" AND ")} AND (SELECT ${hasWords.join(" AND ")} FROM properties t WHERE t.id = w.id))`;
  // With no words every listing tried is a match, so a part's walk needs at most k + 1: said
  // inside the walk, where the planner sees it. Outside the UNION ALL only, it sorted all 90,000
  // four-bedroom sales at 1M to give 13 (77 ms) instead of walking the price index (decision 64).
  const limit =
    window !== undefined
      ? ` LIMIT ${Number(window)}`
      : words.length === 0
        ? ` LIMIT ${Number(k) + 1}`
        : "";
  const last = window === undefined ? "false" : `t.n = ${Number(window)}`;
  // OFFSET 0 keeps each walk a subquery of its own, so it stays an index-only scan, and its rows
  // are numbered in the order it gives them. The test of the words is made once per listing, in
  // its own fenced level, and kept or not below: in both the select list and the WHERE, a match
  // had its row read twice.
  // A windowed walk reads `window` entries of its index range, whatever the other filters: with
  // the filters in its WHERE it read entries until `window` passed them, 467,000 (470 ms) for
  // "offices in Cape Coast" at 1M before it gave up. The filters are tested with the words.
  const walks = parts.map((part, rank) => {
    const ordered =
      window === undefined ? orderedFilters(f, part, params) : orderedRange(f, part, params);
    const passes = window === undefined ? hit : `(w.ok AND ${hit})`;
    return `(SELECT * FROM (SELECT ${rank} AS kr, w.id, w.n, ${passes} AS hit FROM (
      SELECT o.id, o.sig, ${window === undefined ? "" : "o.ok, "}row_number() OVER () AS n
      FROM (${ordered}${limit} OFFSET 0) o
    ) w OFFSET 0) t WHERE t.hit OR ${last})`;
  });
  const known =
    window === undefined
      ? "true"
      : `NOT EXISTS (SELECT 1 FROM (
          SELECT u.n, sum(CASE WHEN u.hit THEN 1 ELSE 0 END) OVER (ORDER BY u.kr, u.n) AS hits FROM u
        ) h WHERE h.n = ${Number(window)} AND h.hits < ${Number(k)})`;
  return `u AS MATERIALIZED (SELECT * FROM (${walks.join(" UNION ALL ")}) walks LIMIT ${Number(k) + 1}),
    verdict AS (SELECT ${known} AS known)`;
}

/**
 * The filters without the words in the sort's order, one part: a kind is a range of its price
 * index bounded by the price filter, where one walk over both kinds passed every sale to reach a
 * cheap rent (decision 64). The sort indexes are covering (decision 31) and carry the text
 * signature and the date a listing stops being confirmed.
 */
function orderedFilters(f: TimedFilter, part: SortPart, params: SqlParams): string {
  const where = [searchWhere({ ...f, search: undefined }, params)];
  const { kind } = part;
  if (kind) {
    where.push(`p.listing_type = ${params.add(kind)}`, ...comparablePriceBounds(f, kind, params));
  }
  where.push(...standingWhere(part, f, params));
  return `SELECT p.id, p.search_sig AS sig FROM properties p WHERE ${where.join(" AND ")}
    ORDER BY ${orderBySql(f.sort, "p")}`;
}

/**
 * A windowed walk's entries: the sort's index range that the filters' leading key selects, as
 * the sort indexes are made (decision 31): a city's for a city (by date or, per kind, by price),
 * else a property type's or a bedroom count's by date, else the whole index; of a standing, its
 * listings only. Every filter, the leading one too, comes back as `ok`, read from the covering
 * index, not from the row.
 */
function orderedRange(f: TimedFilter, part: SortPart, params: SqlParams): string {
  const ok = searchWhere({ ...f, search: undefined }, params);
  const range: string[] = [];
  const { kind } = part;
  if (kind) {
    range.push(`p.listing_type = ${params.add(kind)}`, ...comparablePriceBounds(f, kind, params));
    if (f.city) range.push(`lower(p.city) = lower(${params.add(f.city)})`);
  } else if (f.sort === "newest") {
    if (f.city) range.push(`lower(p.city) = lower(${params.add(f.city)})`);
    else if (f.propertyType) {
      range.push(`lower(p.property_type) = lower(${params.add(f.propertyType)})`);
    } else if (f.bedrooms !== undefined && f.bedrooms < 4) {
      range.push(`p.bedrooms = ${params.add(f.bedrooms)}`);
    }
  }
  range.push(...standingWhere(part, f, params));
  return `SELECT p.id, p.search_sig AS sig, (${ok}) AS ok FROM properties p
    ${range.length > 0 ? `WHERE ${range.join(" AND ")}` : ""}
    ORDER BY ${orderBySql(f.sort, "p")}`;
}
