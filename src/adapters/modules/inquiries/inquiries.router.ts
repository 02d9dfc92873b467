import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { rateLimited } from "../../http/middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { actorOf } from "../../http/session.js";

export function inquiriesRouter({ inquiries, rateLimits }: Services): Router {
  const router = new Router();
  router.post("/api/inquiries", rateLimited(rateLimits, "inquiry"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.status = 201;
    ctx.body = await inquiries.sendInquiry(actorOf(ctx), ctx.request.body);
  });
  return router;
}
