import { randomBytes } from "node:crypto";
import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import { rateLimited } from "../../http/middleware/rate-limit.js";
import { routeId } from "../../http/route-id.js";
import { actorOf, sessionOf } from "../../http/session.js";

/** A signed-out reporter's random id, kept in their session. */
function visitorKey(ctx: Context): string {
  const session = sessionOf(ctx);
  if (!session.reporterId && ctx.session) {
    ctx.session.reporterId = randomBytes(16).toString("base64url");
  }
  return sessionOf(ctx).reporterId ?? randomBytes(16).toString("base64url");
}

/** Report a listing (anyone) and the admin's moderation queue (decisions 13 and 43). */
export function listingReportsRouter({ listingReports, rateLimits }: Services): Router {
  const router = new Router();

  router.post("/api/properties/:id/reports", rateLimited(rateLimits, "report"), async (ctx) => {
    const report = await listingReports.reportListing(
      routeId(ctx.params.id),
      ctx.request.body,
      actorOf(ctx),
      () => visitorKey(ctx),
      ctx.ip || "unknown",
    );
    ctx.status = 201;
    ctx.body = report;
  });

  router.put("/api/admin/reports/:propertyId", async (ctx) => {
    ctx.body = await listingReports.decideReports(
      routeId(ctx.params.propertyId),
      ctx.request.body,
      actorOf(ctx),
    );
  });

  return router;
}
