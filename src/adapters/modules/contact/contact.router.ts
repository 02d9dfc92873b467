import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { rateLimited } from "../../http/middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { actorOf } from "../../http/session.js";

export function contactRouter({ contact, rateLimits }: Services): Router {
  const router = new Router();
  router.post("/api/contact/submit", rateLimited(rateLimits, "contact"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    const saved = await contact.submitContactMessage(actorOf(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = { success: true, id: saved.id };
  });
  router.post("/api/newsletter/subscribe", rateLimited(rateLimits, "newsletter"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    const { created } = await contact.subscribeToNewsletter(ctx.request.body);
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true };
  });
  return router;
}
