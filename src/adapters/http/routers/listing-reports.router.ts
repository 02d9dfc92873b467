import { randomBytes } from "node:crypto";
import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "../../../container/services.js";
import { routeId } from "../route-id.js";
import { requireAdmin, sessionOf } from "../session.js";

/** Who reports, as a key the service hashes: the user, else a random id kept in the session. */
function reporterKey(ctx: Context): string {
  const session = sessionOf(ctx);
  if (session.userId) return `user:${session.userId}`;
  if (!session.reporterId && ctx.session) {
    ctx.session.reporterId = randomBytes(16).toString("base64url");
  }
  return `visitor:${sessionOf(ctx).reporterId ?? randomBytes(16).toString("base64url")}`;
}

/** Report a listing (any visitor) and the admin's moderation queue (decision 13). */
export function listingReportsRouter({ listingReports }: Services): Router {
  const router = new Router();

  router.post("/api/properties/:id/reports", async (ctx) => {
    const report = await listingReports.reportListing(
      routeId(ctx.params.id),
      ctx.request.body,
      reporterKey(ctx),
    );
    ctx.status = 201;
    ctx.body = report;
  });

  router.get("/api/admin/reports", async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await listingReports.listOpenReports();
  });

  router.put("/api/admin/reports/:propertyId", async (ctx) => {
    const actor = requireAdmin(ctx);
    ctx.body = await listingReports.decideReports(
      routeId(ctx.params.propertyId),
      ctx.request.body,
      actor,
    );
  });

  return router;
}
