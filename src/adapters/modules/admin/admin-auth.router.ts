import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { rateLimited } from "../../http/middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { newAdminTag, rotateSession, sessionFields } from "../../http/session.js";

/** The admin wall: the session flag is set here, on the server, and the services check it (actorOf, decision 42). */
export function adminAuthRouter({ adminAuth, rateLimits }: Services): Router {
  const router = new Router();

  router.post("/api/admin/login", rateLimited(rateLimits, "adminLogin"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    await adminAuth.login(ctx.request.body);
    await rotateSession(ctx, {
      ...sessionFields(ctx),
      isAdmin: true,
      adminSince: undefined,
      adminTag: newAdminTag(),
    });
    ctx.body = { success: true };
  });

  // The admin session's row is deleted: its cookie opens nothing any more. A signed-in user
  // stays signed in, under a new id.
  router.post("/api/admin/logout", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const { isAdmin: _dropped, adminTag: _tag, ...rest } = sessionFields(ctx);
    if (rest.userId) await rotateSession(ctx, rest);
    else ctx.session = null;
    ctx.body = { success: true };
  });

  return router;
}
