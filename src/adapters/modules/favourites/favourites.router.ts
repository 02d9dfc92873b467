import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { actorOf } from "../../http/session.js";

export function favouritesRouter({ favourites }: Services): Router {
  const router = new Router();
  router.post("/api/favorites", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const { favourite, created } = await favourites.addFavourite(actorOf(ctx), ctx.request.body);
    ctx.status = created ? 201 : 200;
    // Sent plain (decision 65): the toggle reads only the status, and compressing these 2 KB
    // cost as much as the rest of the add.
    ctx.compress = false;
    ctx.body = favourite;
  });
  router.delete("/api/favorites/:propertyId", async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.body = await favourites.removeFavourite(actorOf(ctx), ctx.params.propertyId);
  });
  return router;
}
