import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { actorOf } from "../session.js";

/** The services check the session's server-side admin rights, whatever the browser believes. */
export function adminDashboardRouter({ adminDashboard, auditLog }: Services): Router {
  const router = new Router();
  router.get("/api/admin/stats", async (ctx) => {
    ctx.body = await adminDashboard.getStats(actorOf(ctx));
  });
  router.get("/api/admin/leads", async (ctx) => {
    ctx.body = await adminDashboard.listLeads(actorOf(ctx));
  });
  router.get("/api/admin/lead-counts", async (ctx) => {
    ctx.body = await adminDashboard.countLeads(actorOf(ctx));
  });
  router.get("/api/admin/recent-properties", async (ctx) => {
    ctx.body = await adminDashboard.listRecentProperties(actorOf(ctx));
  });
  router.get("/api/admin/audit-log", async (ctx) => {
    ctx.body = await auditLog.listEntries(actorOf(ctx), ctx.query.page);
  });

  router.get("/api/admin/users", async (ctx) => {
    ctx.body = await adminDashboard.listUsers(actorOf(ctx));
  });
  return router;
}
