import Router from "@koa/router";
import type { Services } from "#container/services.js";
import {
  LISTING_IMAGE_RULE,
  LISTING_VIDEO_RULE,
} from "#modules/listing-submissions/listing-upload-rules.js";
import { isRecord } from "#shared/validation.js";
import { rateLimited, requesterOf } from "../../http/middleware/rate-limit.js";
import { multipart, uploadsOf } from "../../http/multipart.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/** POST /api/listings publishes for review; the admin decides under /api/admin/listings. */
export function listingSubmissionsRouter({ listingSubmissions, rateLimits }: Services): Router {
  const router = new Router();

  router.post(
    "/api/listings",
    rateLimited(rateLimits, "listingSubmission"),
    multipart({ images: LISTING_IMAGE_RULE, videos: LISTING_VIDEO_RULE }),
    async (ctx) => {
      const submission = await listingSubmissions.submitListing(
        ctx.request.body,
        { images: uploadsOf(ctx, "images"), videos: uploadsOf(ctx, "videos") },
        actorOf(ctx),
        requesterOf(ctx),
      );
      ctx.status = 201;
      ctx.body = submission;
    },
  );

  router.put("/api/admin/listings/:id/status", async (ctx) => {
    const body = ctx.request.body;
    ctx.body = await listingSubmissions.decideSubmission(
      routeId(ctx.params.id),
      isRecord(body) ? body.status : undefined,
      actorOf(ctx),
      isRecord(body) ? body.reason : undefined,
    );
  });

  return router;
}
