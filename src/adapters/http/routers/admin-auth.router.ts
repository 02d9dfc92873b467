import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { rotateSession, sessionOf } from "../session.js";

/** The admin wall: the session flag is set here, on the server, and checked by requireAdmin. */
export function adminAuthRouter({ adminAuth }: Services): Router {
  const router = new Router();

  router.post("/api/admin/login", async (ctx) => {
    await adminAuth.login(ctx.request.body);
    await rotateSession(ctx, { ...sessionOf(ctx), isAdmin: true });
    ctx.body = { success: true };
  });

  router.post("/api/admin/logout", async (ctx) => {
    if (ctx.session) ctx.session.isAdmin = false;
    ctx.body = { success: true };
  });

  router.get("/api/admin/session", (ctx) => {
    ctx.body = { isAdmin: Boolean(sessionOf(ctx).isAdmin) };
  });

  return router;
}
