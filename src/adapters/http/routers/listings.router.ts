import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { publicRead } from "../middleware/http-caching.js";

export function listingsRouter({ listings }: Services): Router {
  const router = new Router();
  router.get("/api/properties", publicRead, async (ctx) => {
    ctx.body = await listings.listProperties(ctx.query);
  });
  // Before /:id, which would read "count" as a (missing) property id.
  router.get("/api/properties/count", publicRead, async (ctx) => {
    ctx.body = await listings.countProperties(ctx.query);
  });
  router.get("/api/properties/:id/similar", publicRead, async (ctx) => {
    ctx.body = await listings.listSimilar(ctx.params.id);
  });
  router.get("/api/properties/:id", publicRead, async (ctx) => {
    ctx.body = await listings.getProperty(ctx.params.id);
  });
  return router;
}
