import type { Context } from "koa";
import { countMatches } from "../src/adapters/modules/listings/typeorm-property.repository.js";
import { COUNT_CAP } from "../src/modules/catalogue/catalogue.service.js";
import type { AnchorDatabase } from "./anchor-database.js";
import { filterOf, wordWindow } from "./anchor-search.js";

// The statements the app sends for GET /api/properties/count?search=<word>&sort=price-low&minPrice=<n>:
// the repository's count (countMatches), capped at COUNT_CAP + 1 as catalogue.service.ts asks, its
// word window chosen by the catalogue's size as the search's is. PostgreSQL's statement log of the
// app, asked once warm, shows that one statement (and the size, once a minute).

/** Answers the count as JSON, as the API does. */
export async function answerCount(ctx: Context, db: AnchorDatabase): Promise<void> {
  const filter = filterOf(String(ctx.query.search ?? ""), Number(ctx.query.minPrice ?? 0));
  const total = await countMatches(db.run, filter, COUNT_CAP + 1, () => wordWindow(db));
  ctx.body = total > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total };
}
