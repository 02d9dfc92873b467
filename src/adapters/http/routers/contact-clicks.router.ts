import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { routeId } from "../route-id.js";

/**
 * Presses of the WhatsApp and e-mail buttons, sent by navigator.sendBeacon as the visitor leaves
 * for WhatsApp or their mail app: 204, no body, and nothing about the visitor is read.
 */
export function contactClicksRouter({ contactClicks }: Services): Router {
  const router = new Router();
  router.post("/api/properties/:id/contact-clicks", async (ctx) => {
    await contactClicks.recordPropertyClick(routeId(ctx.params.id), ctx.request.body);
    ctx.status = 204;
  });
  router.post("/api/agents/:id/contact-clicks", async (ctx) => {
    await contactClicks.recordAgentClick(routeId(ctx.params.id), ctx.request.body);
    ctx.status = 204;
  });
  return router;
}
