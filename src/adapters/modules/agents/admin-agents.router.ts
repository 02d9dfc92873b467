import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { isRecord } from "#shared/validation.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/** The admin's decisions on agent applications; the service checks the admin's rights (decision 43). */
export function adminAgentsRouter({ agentApplications, agentLinks }: Services): Router {
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

  // A fresh claim link for an approved application's unclaimed agent (the CLI's send-claim-link).
  router.post("/api/admin/agent-registrations/:id/claim-link", async (ctx) => {
    ctx.body = await agentLinks.sendClaimLink(routeId(ctx.params.id), actorOf(ctx));
  });

  return router;
}
