import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { rateLimited } from "../middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../middleware/read-cache.js";
import { actorOf } from "../session.js";

export function inquiriesRouter({ inquiries, rateLimits }: Services): Router {
  const router = new Router();
  router.post("/api/inquiries", rateLimited(rateLimits, "inquiry"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.status = 201;
    ctx.body = await inquiries.sendInquiry(actorOf(ctx), ctx.request.body);
  });
  return router;
}
