import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { PROFILE_PHOTO_RULE } from "../../../modules/agents/agents.inputs.js";
import { publicRead } from "../middleware/http-caching.js";
import { rateLimited } from "../middleware/rate-limit.js";
import { multipart, uploadsOf } from "../multipart.js";
import { sessionOf } from "../session.js";

/** The agent directory, the signed-in user's agent profile, and the public application form. */
export function agentsRouter({ agents, agentVetting, rateLimits }: Services): Router {
  const router = new Router();

  router.get("/api/agents", publicRead, async (ctx) => {
    ctx.body = await agents.listAgents(ctx.query);
  });

  router.get("/api/agents/profile", async (ctx) => {
    ctx.body = await agents.getProfile(sessionOf(ctx).userId);
  });

  router.post(
    "/api/agent-registration",
    rateLimited(rateLimits, "agentRegistration"),
    multipart({ profileImage: PROFILE_PHOTO_RULE }),
    async (ctx) => {
      const application = await agentVetting.submitApplication(
        ctx.request.body,
        uploadsOf(ctx, "profileImage"),
      );
      ctx.status = 201;
      ctx.body = application;
    },
  );

  return router;
}
