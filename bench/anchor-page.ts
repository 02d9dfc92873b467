import type { Context } from "koa";
import { countMatches } from "../src/adapters/modules/listings/typeorm-property.repository.js";
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

/** Answers the page's rows, rate and count as JSON (the page's HTML is the app's own work). */
export async function answerPage(ctx: Context, db: AnchorDatabase): Promise<void> {
  const filter = filterOf(ctx);
  const [page, total] = await Promise.all([
    listingRows(db, filter).then(async (rows) => ({ rows, rate: await rateFor(db, rows) })),
    countMatches(db.run, filter, COUNT_CAP + 1, () => wordWindow(db)),
  ]);
  ctx.body = { ...page, total };
}
