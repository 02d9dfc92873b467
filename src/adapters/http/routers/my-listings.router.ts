import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { routeId } from "../route-id.js";
import { actorOf } from "../session.js";

/** Manage Listings: the signed-in user's own listings (401 signed out, 403 not theirs, 404 unknown). */
export function myListingsRouter({ myListings }: Services): Router {
  const router = new Router();
  router.put("/api/my-listings/:id", async (ctx) => {
    ctx.body = await myListings.editListing(actorOf(ctx), routeId(ctx.params.id), ctx.request.body);
  });
  router.put("/api/my-listings/:id/status", async (ctx) => {
    ctx.body = await myListings.setListingStatus(
      actorOf(ctx),
      routeId(ctx.params.id),
      ctx.request.body,
    );
  });
  return router;
}
