import cluster from "node:cluster";
import os from "node:os";
import Koa from "koa";
import pg from "pg";
import { catalogueRows } from "../src/adapters/modules/listings/catalogue-size.js";
import {
  SORT_MATCHES_UP_TO,
  searchPage,
  type TimedFilter,
  WORD_WINDOW,
  wordWindowFor,
} from "../src/adapters/modules/listings/search-walk.js";

// The anchor of the uncached API search (issue 21): the statements the app sends to the database
// for GET /api/properties?search=<word>&sort=price-low&minPrice=<n> (its repository's search and
// the exchange rate), through bare `pg` in a bare Koa handler, with as many processes as the app
// has workers and the app's pool size. The app's throughput over this one is the share its own
// path costs; what is left is the database's. The statements are the repository's own text
// (search-walk.ts, property-search-sql.ts), so they stay in step with it, as is the rule that
// chooses among them by the catalogue's size (catalogue-size.ts).

/** The app's filter for that search. */
const filterOf = (word: string, minPrice: number): TimedFilter => ({
  search: word,
  minPrice,
  sort: "price-low",
  limit: 12,
  offset: 0,
  now: new Date(),
});

const RATE = `SELECT id, ghs_per_usd, set_at FROM exchange_rates
  ORDER BY set_at DESC, id DESC LIMIT 1`;

function serve(): void {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = new Koa();
  app.use(async (ctx) => {
    const word = String(ctx.query.search ?? "");
    const minPrice = Number(ctx.query.minPrice ?? 0);
    const filter = filterOf(word, minPrice);
    const run = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows;
    // The app's rule for the word window, read as often as the app reads it.
    const size = await catalogueRows(pool, run);
    const window = wordWindowFor(size, SORT_MATCHES_UP_TO, WORD_WINDOW);
    const rows = await searchPage(run, filter, SORT_MATCHES_UP_TO, window);
    const rate = (await pool.query(RATE)).rows[0] ?? null;
    ctx.body = { rate, rows: rows.filter((row) => row.id !== null) };
  });
  app.listen(Number(process.env.PORT), "127.0.0.1");
}

if (cluster.isPrimary) {
  const workers = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
  for (let i = 0; i < workers; i++) cluster.fork();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
  }
} else {
  serve();
  process.once("SIGTERM", () => process.exit(0));
}
