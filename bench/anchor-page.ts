import type { Context } from "koa";
import { countWordsAlone } from "../src/adapters/modules/listings/search-walk.js";
import { countStatement } from "../src/adapters/modules/listings/typeorm-property.repository.js";
import { COUNT_CAP } from "../src/modules/catalogue/catalogue.service.js";
import { DEFAULT_PAGE_SIZE } from "../src/modules/catalogue/property-query.js";
import { listingTypeOf } from "../src/modules/listings/listings.rules.js";
import { type AnchorDatabase, rateFor } from "./anchor-database.js";
import { listingRows, wordWindow } from "./anchor-search.js";

// The statements the app sends for the server-rendered GET /properties?type=<kind>&minPrice=<n>:
// its data hook reads the page's two API answers at once (web/pages/properties/+data.ssr.ts), the
// search with the exchange rate after it, and the count (capped at COUNT_CAP + 1, as
// catalogue.service.ts asks); a visitor's page reads no session. PostgreSQL's statement log of
// the app, requested once warm, shows those three statements and nothing else.

/** The filter the page's API reads give the repository: its kind, its bound, newest first. */
function filterOf(ctx: Context) {
  return {
    listingType: listingTypeOf(String(ctx.query.type ?? "")),
    minPrice: Number(ctx.query.minPrice ?? 0),
    sort: "newest" as const,
    limit: DEFAULT_PAGE_SIZE,
    offset: 0,
    now: new Date(),
  };
}

/** The repository's count: a window of the newest for words alone, else the capped count. */
async function countOf(db: AnchorDatabase, filter: ReturnType<typeof filterOf>): Promise<number> {
  const upTo = COUNT_CAP + 1;
  const n = await countWordsAlone(db.run, filter, upTo, await wordWindow(db));
  if (n !== null) return n;
  const [row] = await db.run(...countStatement(filter, upTo));
  return Number(row?.n ?? 0);
}

/** Answers the page's rows, rate and count as JSON (the page's HTML is the app's own work). */
export async function answerPage(ctx: Context, db: AnchorDatabase): Promise<void> {
  const filter = filterOf(ctx);
  const [page, total] = await Promise.all([
    listingRows(db, filter).then(async (rows) => ({ rows, rate: await rateFor(db, rows) })),
    countOf(db, filter),
  ]);
  ctx.body = { ...page, total };
}
