import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { CALENDAR_CONTENT_TYPE, VIEWING_ACTIONS } from "#modules/viewings/index.js";
import { DomainError } from "#shared/errors.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/**
 * Viewings' writes and their calendar file (decision 104); the JSON reads are in the table of
 * reads (reads/account.reads.ts). The lister's mailed link names the viewing by its token
 * (only its hash is stored), under a param named `token` so the request log redacts it.
 */
export function viewingsRouter({ viewings }: Services): Router {
  const router = new Router();

  router.post("/api/properties/:id/viewings", async (ctx) => {
    const receipt = await viewings.request(
      routeId(ctx.params.id),
      actorOf(ctx),
      ctx.ip || "unknown",
      ctx.request.body,
    );
    ctx.status = receipt.created ? 201 : 200;
    ctx.body = receipt;
  });

  router.put("/api/viewings/:id", async (ctx) => {
    ctx.body = await viewings.act(routeId(ctx.params.id), actorOf(ctx), ctx.request.body);
  });

  router.get("/api/viewings/:id/calendar.ics", async (ctx) => {
    const { filename, content } = await viewings.calendar(routeId(ctx.params.id), actorOf(ctx));
    ctx.attachment(filename);
    ctx.type = CALENDAR_CONTENT_TYPE;
    ctx.set("Cache-Control", "private, no-store");
    ctx.body = content;
  });

  router.post("/api/viewing-answers/:token", async (ctx) => {
    // The answer page works without JavaScript: a form post is answered with the page again.
    const fromForm = ctx.is("urlencoded") === "urlencoded";
    const { action } = (ctx.request.body ?? {}) as { action?: unknown };
    const named = VIEWING_ACTIONS.find((known) => known === action);
    const page = `/viewings/answer/${encodeURIComponent(ctx.params.token)}`;
    try {
      const viewing = await viewings.actByLink(ctx.params.token, ctx.request.body);
      if (!fromForm) {
        ctx.body = viewing;
        return;
      }
      ctx.status = 303;
      ctx.redirect(`${page}?done=${named}`);
    } catch (error) {
      // A refusal (a bad link, a missing reason, a state that moved on) shows the page again,
      // which reads the viewing as it now is; the action it refused is named, not its message.
      if (!fromForm || !(error instanceof DomainError) || error.kind === "rate_limited")
        throw error;
      ctx.status = 303;
      ctx.redirect(named ? `${page}?refused=${named}` : page);
    }
  });

  return router;
}
