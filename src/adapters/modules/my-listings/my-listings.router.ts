import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { LISTING_IMAGE_RULE } from "#modules/listing-submissions/index.js";
import { requesterOf } from "../../http/middleware/rate-limit.js";
import { multipart, uploadsOf } from "../../http/multipart.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

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
  // Photos (decision 52): the listing form's upload rule, pipeline and duplicate check.
  router.post(
    "/api/my-listings/:id/photos",
    multipart({ images: LISTING_IMAGE_RULE }),
    async (ctx) => {
      const id = routeId(ctx.params.id);
      const files = uploadsOf(ctx, "images");
      ctx.body = await myListings.addPhotos(actorOf(ctx), id, files, requesterOf(ctx));
      ctx.status = 201;
    },
  );
  // ?url=: the app's body parser reads no DELETE body (koa-body's default methods).
  router.delete("/api/my-listings/:id/photos", async (ctx) => {
    const id = routeId(ctx.params.id);
    ctx.body = await myListings.removePhoto(actorOf(ctx), id, { url: ctx.query.url });
  });
  router.put("/api/my-listings/:id/photos/order", async (ctx) => {
    const id = routeId(ctx.params.id);
    ctx.body = await myListings.reorderPhotos(actorOf(ctx), id, ctx.request.body);
  });
  return router;
}
