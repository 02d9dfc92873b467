import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { isRecord } from "../../../shared/validation.js";
import { routeId } from "../route-id.js";
import { requireAdmin } from "../session.js";

/** Vetting of agent applications; the admin wall is enforced here, on the server. */
export function adminAgentsRouter({ agentVetting }: Services): Router {
  const router = new Router();

  router.get("/api/admin/agent-registrations", async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await agentVetting.listApplications(ctx.query.status);
  });

  router.put("/api/admin/agent-registrations/:id/status", async (ctx) => {
    const actor = requireAdmin(ctx);
    const body = ctx.request.body;
    ctx.body = await agentVetting.decideApplication(
      routeId(ctx.params.id),
      isRecord(body) ? body.status : undefined,
      actor,
    );
  });

  return router;
}
