import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { isRecord } from "#shared/validation.js";
import { routeId } from "../route-id.js";
import { actorOf } from "../session.js";

/** The admin's decisions on agent applications; the service checks the admin's rights (decision 43). */
export function adminAgentsRouter({ agentApplications }: Services): Router {
  const router = new Router();

  router.put("/api/admin/agent-registrations/:id/status", async (ctx) => {
    const body = ctx.request.body;
    ctx.body = await agentApplications.decideApplication(
      routeId(ctx.params.id),
      isRecord(body) ? body.status : undefined,
      actorOf(ctx),
      isRecord(body) ? body.reason : undefined,
    );
  });

  return router;
}
