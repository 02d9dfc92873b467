import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import type { ClickVisitor } from "#modules/contact-clicks/click-visitor.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { routeId } from "../../http/route-id.js";
import { actorOf, sessionOf } from "../../http/session.js";

/**
 * Who pressed, for counting them once a day; the service keeps only a keyed hash. No session is
 * created here: a script sending no cookie would be given a new one, and so a new name, at
 * every press; it is its address instead.
 */
function visitorOf(ctx: Context): ClickVisitor {
  return {
    userId: actorOf(ctx).userId,
    sessionVisitorId: sessionOf(ctx).reporterId ?? null,
    address: ctx.ip || "unknown",
  };
}

/**
 * Presses of the WhatsApp, Call and e-mail buttons, sent by a keepalive fetch as the visitor
 * leaves for WhatsApp, the dialler or their mail app: 204, no body, whether the press counted or was this
 * visitor's again today. No visitor sees clicks, so a click leaves the read cache alone: a
 * stream of them must not keep every page uncached.
 */
export function contactClicksRouter({ contactClicks }: Services): Router {
  const router = new Router();
  router.post("/api/properties/:id/contact-clicks", async (ctx) => {
    await contactClicks.recordPropertyClick(
      routeId(ctx.params.id),
      ctx.request.body,
      visitorOf(ctx),
    );
    leavesCatalogueAlone(ctx);
    ctx.status = 204;
  });
  router.post("/api/agents/:id/contact-clicks", async (ctx) => {
    await contactClicks.recordAgentClick(routeId(ctx.params.id), ctx.request.body, visitorOf(ctx));
    leavesCatalogueAlone(ctx);
    ctx.status = 204;
  });
  router.post("/api/student-hostels/:id/contact-clicks", async (ctx) => {
    await contactClicks.recordHostelClick(routeId(ctx.params.id), ctx.request.body, visitorOf(ctx));
    leavesCatalogueAlone(ctx);
    ctx.status = 204;
  });
  return router;
}
