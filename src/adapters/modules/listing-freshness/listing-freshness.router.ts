import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { ConfirmLinkInvalidError } from "#modules/listing-freshness/listing-freshness.errors.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/**
 * Decision 13: a listing's agent or owner confirms it is still available, signed in (the button;
 * also the Manage Listings page's call) or by the single-use link mailed by `cli expire-listings`.
 */
export function listingFreshnessRouter({ listingFreshness }: Services): Router {
  const router = new Router();

  router.post("/api/properties/:id/confirm", async (ctx) => {
    ctx.body = await listingFreshness.confirmByManager(routeId(ctx.params.id), actorOf(ctx));
  });

  router.post("/api/listing-confirmations/:token", async (ctx) => {
    // The confirm page's form works without JavaScript: a form post is answered with a page.
    const fromForm = ctx.is("urlencoded") === "urlencoded";
    try {
      const confirmed = await listingFreshness.confirmByLink(ctx.params.token);
      if (!fromForm) {
        ctx.body = confirmed;
        return;
      }
      ctx.status = 303;
      ctx.redirect(`/properties/${confirmed.propertyId}?confirmed=1`);
    } catch (error) {
      if (!fromForm || !(error instanceof ConfirmLinkInvalidError)) throw error;
      ctx.status = 303;
      ctx.redirect(`/listings/confirm/${encodeURIComponent(ctx.params.token)}`);
    }
  });

  return router;
}
