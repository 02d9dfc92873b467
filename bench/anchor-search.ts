import type { Context } from "koa";
import { catalogueRows } from "../src/adapters/modules/listings/catalogue-size.js";
import {
  SORT_MATCHES_UP_TO,
  searchPage,
  type TimedFilter,
  WORD_WINDOW,
  wordWindowFor,
} from "../src/adapters/modules/listings/search-walk.js";
import { type AnchorDatabase, rateFor } from "./anchor-database.js";

// The statements the app sends for GET /api/properties?search=<word>&sort=price-low&minPrice=<n>
// (issue 21): its repository's search (search-walk.ts, property-search-sql.ts), chosen among by
// the catalogue's size as the repository chooses (catalogue-size.ts), then the exchange rate.

/** The app's filter for that search (and for its count, which leaves the sort aside). */
export const filterOf = (word: string, minPrice: number): TimedFilter => ({
  search: word,
  minPrice,
  sort: "price-low",
  limit: 12,
  offset: 0,
  now: new Date(),
});

/** The word window of the catalogue's size, read as often as the app reads it (once a minute). */
export async function wordWindow(db: AnchorDatabase): Promise<number> {
  const size = await catalogueRows(db.pool, db.run);
  return wordWindowFor(size, SORT_MATCHES_UP_TO, WORD_WINDOW);
}

/** The search's page of listing rows (a row whose id is null is none), as the repository reads it. */
export async function listingRows(db: AnchorDatabase, filter: TimedFilter): Promise<unknown[]> {
  const rows = await searchPage(db.run, filter, SORT_MATCHES_UP_TO, await wordWindow(db));
  return rows.filter((row) => row.id !== null);
}

/** Answers the search's rows and rate as JSON. */
export async function answerSearch(ctx: Context, db: AnchorDatabase): Promise<void> {
  const filter = filterOf(String(ctx.query.search ?? ""), Number(ctx.query.minPrice ?? 0));
  const rows = await listingRows(db, filter);
  ctx.body = { rate: await rateFor(db, rows), rows };
}
