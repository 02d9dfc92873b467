import Router from "@koa/router";
import type { Services } from "../../../container/services.js";

export function listingsRouter({ listings }: Services): Router {
  const router = new Router();
  router.get("/api/properties", async (ctx) => {
    ctx.body = await listings.listProperties(ctx.query);
  });
  // Before /:id, which would read "count" as a (missing) property id.
  router.get("/api/properties/count", async (ctx) => {
    ctx.body = await listings.countProperties(ctx.query);
  });
  router.get("/api/properties/:id/similar", async (ctx) => {
    ctx.body = await listings.listSimilar(ctx.params.id);
  });
  router.get("/api/properties/:id", async (ctx) => {
    ctx.body = await listings.getProperty(ctx.params.id);
  });
  return router;
}
