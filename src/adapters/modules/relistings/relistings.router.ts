import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/**
 * A listing's owner or agent disputes a re-listing link from Manage Listings; the admin decides
 * (decision 102). The reads are in the table of reads.
 */
export function relistingsRouter({ relistings }: Services): Router {
  const router = new Router();
  router.post("/api/my-listings/:id/relistings/:linkId/dispute", async (ctx) => {
    ctx.body = await relistings.disputeLink(
      actorOf(ctx),
      routeId(ctx.params.id),
      routeId(ctx.params.linkId),
      ctx.request.body,
    );
  });
  router.put("/api/admin/relistings/:id", async (ctx) => {
    ctx.body = await relistings.decideLink(actorOf(ctx), routeId(ctx.params.id), ctx.request.body);
  });
  return router;
}
