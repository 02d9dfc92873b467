import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { isRecord } from "#shared/validation.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/**
 * The admin's decisions on agent applications and agents' licences; the services check the
 * admin's rights (decisions 43 and 100).
 */
export function adminAgentsRouter({
  agentApplications,
  agentLinks,
  agentLicences,
}: Services): Router {
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

  // Record that the agent's licence number was checked, or withdraw that record (decision 100).
  router.put("/api/admin/agents/:id/licence", async (ctx) => {
    ctx.body = await agentLicences.decideLicence(
      routeId(ctx.params.id),
      ctx.request.body,
      actorOf(ctx),
    );
  });

  return router;
}
