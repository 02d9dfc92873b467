import type { ListingType, PropertyFilter } from "#modules/listings/listings.types.js";
import {
  comparablePriceBounds,
  fewMatchesStatement,
  likeWord,
  listingsStatement,
  orderBySql,
  SqlParams,
  searchWhere,
  searchWords,
  sortedPageStatement,
} from "./property-search-sql.js";

/** Past this many matches the sort indexes find a page quickly; up to it, sorting the matches is surer. */
export const SORT_MATCHES_UP_TO = 1000;

/**
 * Listings (those the filters select) a word search tries in the sort's order before it asks the
 * trigram index instead (decision 64): a first page is found there when about one listing in 80
 * near the top has the words; trying them costs a few milliseconds of the covering index.
 */
export const WORD_WINDOW = 1_000;

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
 * the top, and only a row whose signature has the words is read. Otherwise two ways (decision
 * 19): up to sortMatchesUpTo matches are sorted apart from the table with their page's rows in
 * one statement, the common case; past that, the sort's covering index is walked for the page
 * (decision 31), one kind at a time for a price sort.
 */
export async function searchPage(
  run: Run,
  f: TimedFilter,
  sortMatchesUpTo: number,
  wordWindow: number,
): Promise<Raw[]> {
  const words = searchWords(f.search);
  const k = f.offset + f.limit;
  if (words.length > 0 && wordWindow > 0) {
    const top = await firstInOrder(run, f, words, k, wordWindow);
    if (top) return listings(run, f, top.slice(f.offset, k));
  }
  const rows = await run(...fewMatchesStatement(f, sortMatchesUpTo + 1));
  if (Number(rows[0]?.matched ?? 0) <= sortMatchesUpTo) return rows;
  // Filters alone in a date order: one walk of the sort's index finds the page, rows and all.
  if (words.length === 0 && !pricedSort(f)) return run(...sortedPageStatement(f));
  const top = await firstInOrder(run, f, words, k);
  return listings(run, f, (top ?? []).slice(f.offset, k));
}

/**
 * Whether at least `upTo` listings have the words and nothing else is asked, by a window of the
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
  const newest = { ...f, sort: "newest" as const };
  const window = Math.ceil(COUNT_WINDOW_TIMES * wordWindow);
  const found = await firstInOrder(run, newest, words, upTo, window);
  return found ? found.length : null;
}

async function listings(run: Run, f: PropertyFilter, ids: number[]): Promise<Raw[]> {
  return ids.length === 0 ? [] : run(...listingsStatement(ids, f.sort));
}

const pricedSort = (f: PropertyFilter) => f.sort === "price-low" || f.sort === "price-high";

/** Whether the search is words alone: no filter but the visibility every search has. */
function onlyWords(f: PropertyFilter): boolean {
  const { search, sort, limit, offset, now, ...filters } = f;
  return Object.values(filters).every((value) => value === undefined || value === false);
}

interface Walk {
  found: number[];
  /** Every listing the filters select was tried (the window did not run out first). */
  complete: boolean;
}

/**
 * The ids of the first `k` matches in the sort's order, walking the sort's covering index: price
 * sorts walk sales, then rentals (their ORDER's first key), each kind a range of its price index
 * bounded by the price filter. With `window`, at most that many listings of a kind are tried,
 * and null means it ran out before `k` matched: the answer is not known.
 */
export async function firstInOrder(
  run: Run,
  f: TimedFilter,
  words: string[],
  k: number,
  window?: number,
): Promise<number[] | null> {
  const kinds: Array<ListingType | undefined> = !pricedSort(f)
    ? [undefined]
    : f.listingType
      ? [f.listingType]
      : ["sale", "rent"];
  const found: number[] = [];
  for (const kind of kinds) {
    const walk = await walkOne(run, f, kind, words, k - found.length, window);
    found.push(...walk.found);
    if (found.length >= k) return found;
    if (!walk.complete) return null;
  }
  return found;
}

/**
 * The filters without the words in the sort's order, one kind when given: then a range of its
 * price index bounded by the price filter, where one walk over both kinds passed every sale to
 * reach a cheap rent (decision 64). The sort indexes are covering (decision 31).
 */
function orderedFilters(
  f: TimedFilter,
  kind: ListingType | undefined,
  params: SqlParams,
  columns: string,
): string {
  const where = [searchWhere({ ...f, search: undefined }, params)];
  if (kind) {
    where.push(`p.listing_type = ${params.add(kind)}`, ...comparablePriceBounds(f, kind, params));
  }
  return `SELECT ${columns} FROM properties p WHERE ${where.join(" AND ")}
    ORDER BY ${orderBySql(f.sort, "p")}`;
}

/** One walk of the ordered filters, keeping listings that have every word, up to `upTo`. */
async function walkOne(
  run: Run,
  f: TimedFilter,
  kind: ListingType | undefined,
  words: string[],
  upTo: number,
  window?: number,
): Promise<Walk> {
  const params = new SqlParams();
  if (words.length === 0) {
    const rows = await run(
      `${orderedFilters(f, kind, params, "p.id")} LIMIT ${Number(upTo)}`,
      params.values,
    );
    return { found: rows.map((row) => Number(row.id)), complete: rows.length < upTo };
  }
  const limit = window === undefined ? "" : ` LIMIT ${Number(window)}`;
  const inner = `${orderedFilters(f, kind, params, "p.id, p.search_sig AS sig")}${limit}`;
  // Every bit of each word's signature must be set in the listing's (read from the index), and
  // only then is the row read to confirm the words: a signature can match by chance.
  const signed = words
    .map((word) => {
      const sig = `trigram_signature(lower(${params.add(word)}))`;
      return `(w.sig & ${sig}) = ${sig}`;
    })
    .join(" AND ");
  const hasWords = words.map((word) => `t.search_text LIKE lower(${params.add(likeWord(word))})`);
  const hit = `(${signed} AND (SELECT ${hasWords.join(" AND ")} FROM properties t WHERE t.id = w.id))`;
  // OFFSET 0 keeps the walk a subquery of its own, so it stays an index-only scan, and its rows
  // are numbered in the order it gives them. The window's last listing comes back whatever it
  // holds (n = window): then the window ran out.
  const last = window === undefined ? "false" : `w.n = ${Number(window)}`;
  const rows = await run(
    `SELECT w.id, w.n, ${hit} AS hit FROM (
       SELECT o.id, o.sig, row_number() OVER () AS n FROM (${inner} OFFSET 0) o
     ) w WHERE ${hit} OR ${last} LIMIT ${Number(upTo) + 1}`,
    params.values,
  );
  rows.sort((a, b) => Number(a.n) - Number(b.n));
  const found = rows
    .filter((row) => row.hit === true)
    .slice(0, upTo)
    .map((row) => Number(row.id));
  const ranOut = window !== undefined && rows.some((row) => Number(row.n) === window);
  return { found, complete: !ranOut };
}
