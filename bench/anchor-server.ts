import cluster from "node:cluster";
import os from "node:os";
import Koa from "koa";
import { answerCount } from "./anchor-count.js";
import { anchorDatabase } from "./anchor-database.js";
import { answerFavourite } from "./anchor-favourites.js";
import { answerPage } from "./anchor-page.js";
import { answerSearch } from "./anchor-search.js";

// The anchors (issue 21): for a target of the app, the statements it sends to the database,
// through bare `pg` in a bare Koa handler that answers their rows as JSON, with as many
// processes as the app has workers and the app's pool size. The app's throughput over its
// anchor's is the share its own path costs; what is left is the database's. The statements are
// the repository's own text and functions, so they stay in step with it. Each anchor answers
// under the app's path: the results page's, the favourite's add and remove, the count's, and
// anything else the fresh API search (anchor-search.ts).

function serve(): void {
  const db = anchorDatabase();
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path === "/properties") return answerPage(ctx, db);
    if (ctx.path.startsWith("/api/favorites")) return answerFavourite(ctx, db);
    if (ctx.path === "/api/properties/count") return answerCount(ctx, db);
    return answerSearch(ctx, db);
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
