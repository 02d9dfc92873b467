import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import { PROFILE_PHOTO_RULE } from "#modules/agents/agents.inputs.js";
import { rateLimited, requesterOf } from "../../http/middleware/rate-limit.js";
import { multipart, uploadsOf } from "../../http/multipart.js";
import { actorOf } from "../../http/session.js";

/**
 * A mailed link's page posts a plain form without JavaScript: such a post is answered with a
 * redirect (to `done` on success, back to the link's page on an expected failure), a script's
 * post with JSON.
 */
async function linkAction(ctx: Context, page: string, done: string, use: () => Promise<unknown>) {
  const fromForm = ctx.is("urlencoded") === "urlencoded";
  try {
    const result = await use();
    if (!fromForm) {
      ctx.body = result;
      return;
    }
    ctx.status = 303;
    ctx.redirect(done);
  } catch (error) {
    if (!fromForm || typeof (error as { kind?: unknown }).kind !== "string") throw error;
    ctx.status = 303;
    ctx.redirect(page);
  }
}

/** The agent application form and its mailed links; the reads are in the table (reads/). */
export function agentsRouter({ agentApplications, agentLinks, rateLimits }: Services): Router {
  const router = new Router();

  router.post(
    "/api/agent-registration",
    rateLimited(rateLimits, "agentRegistration"),
    multipart({ profileImage: PROFILE_PHOTO_RULE }),
    async (ctx) => {
      const application = await agentApplications.submitApplication(
        actorOf(ctx),
        ctx.request.body,
        uploadsOf(ctx, "profileImage"),
        requesterOf(ctx),
      );
      ctx.status = 201;
      ctx.body = application;
    },
  );

  router.post("/api/agent-registration/verify/:token", async (ctx) => {
    const token = ctx.params.token;
    await linkAction(
      ctx,
      `/agent-registration/verify/${encodeURIComponent(token)}`,
      "/agent-registration?verified=1",
      () => agentLinks.confirmApplication(token),
    );
  });

  router.post("/api/agent-claims/:token", async (ctx) => {
    const token = ctx.params.token;
    const page = `/agents/claim/${encodeURIComponent(token)}`;
    if (actorOf(ctx).userId === null && ctx.is("urlencoded") === "urlencoded") {
      // The page's form signed out: sign in first, then back to the button; the link is unspent.
      ctx.status = 303;
      ctx.redirect(`/login?returnTo=${encodeURIComponent(page)}`);
      return;
    }
    await linkAction(ctx, page, "/manage-listings", () =>
      agentLinks.claimAgent(token, actorOf(ctx)),
    );
  });

  return router;
}
