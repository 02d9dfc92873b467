import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { requireAdmin } from "../session.js";

/** Every call checks the server-side admin flag (requireAdmin), whatever the browser believes. */
export function adminDashboardRouter({ adminDashboard, auditLog }: Services): Router {
  const router = new Router();
  router.use("/api/admin", async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });
  router.get("/api/admin/stats", async (ctx) => {
    ctx.body = await adminDashboard.getStats();
  });
  router.get("/api/admin/leads", async (ctx) => {
    ctx.body = await adminDashboard.listLeads();
  });
  router.get("/api/admin/lead-counts", async (ctx) => {
    ctx.body = await adminDashboard.countLeads();
  });
  router.get("/api/admin/recent-properties", async (ctx) => {
    ctx.body = await adminDashboard.listRecentProperties();
  });
  router.get("/api/admin/audit-log", async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await auditLog.listEntries(ctx.query.page);
  });

  router.get("/api/admin/users", async (ctx) => {
    ctx.body = await adminDashboard.listUsers();
  });
  return router;
}
