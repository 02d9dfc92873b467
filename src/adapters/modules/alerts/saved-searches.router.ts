import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { isRecord } from "#shared/validation.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/** The signed-in user's saved searches; unsubscribing needs only the mail's token. */
export function savedSearchesRouter({ savedSearches, alerts }: Services): Router {
  const router = new Router();
  router.post("/api/saved-searches", async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.body = await savedSearches.saveSearch(actorOf(ctx), ctx.request.body);
    ctx.status = 201;
  });
  router.patch("/api/saved-searches/:id", async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.body = await savedSearches.changeSavedSearch(
      actorOf(ctx),
      routeId(ctx.params.id),
      ctx.request.body,
    );
  });
  router.delete("/api/saved-searches/:id", async (ctx) => {
    leavesCatalogueAlone(ctx);
    ctx.body = await savedSearches.deleteSavedSearch(actorOf(ctx), routeId(ctx.params.id));
  });

  // The unsubscribe page's button: a plain form post (works without JavaScript) is sent back to
  // the page, which then shows the result; a JSON post gets the result itself. Never a GET:
  // mail scanners open links.
  router.post("/api/alerts/unsubscribe", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const body = ctx.request.body;
    const token = isRecord(body) ? body.token : undefined;
    if (!ctx.is("urlencoded")) {
      ctx.body = await alerts.unsubscribe(token);
      return;
    }
    try {
      await alerts.unsubscribe(token);
    } catch {
      // The page says the link is not valid.
    }
    ctx.redirect(`/alerts/unsubscribe/${encodeURIComponent(String(token ?? ""))}`);
    ctx.status = 303;
  });
  return router;
}
