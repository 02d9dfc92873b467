import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { AnswerLinkInvalidError } from "#modules/availability/index.js";
import { routeId } from "../../http/route-id.js";
import { actorOf } from "../../http/session.js";

/**
 * "Is it still available?" (decision 101): a signed-in, verified visitor asks; the lister answers
 * by the link mailed to them, whose token names the ask (only its hash is stored).
 */
export function availabilityRouter({ availability }: Services): Router {
  const router = new Router();

  router.post("/api/properties/:id/availability-asks", async (ctx) => {
    const receipt = await availability.askAvailability(
      routeId(ctx.params.id),
      actorOf(ctx),
      ctx.ip || "unknown",
    );
    ctx.status = receipt.created ? 201 : 200;
    ctx.body = receipt;
  });

  router.post("/api/availability-answers/:token", async (ctx) => {
    // The answer page's form works without JavaScript: a form post is answered with a page.
    const fromForm = ctx.is("urlencoded") === "urlencoded";
    try {
      const answered = await availability.answerByLink(ctx.params.token, ctx.request.body);
      if (!fromForm) {
        ctx.body = answered;
        return;
      }
      ctx.status = 303;
      ctx.redirect(`/properties/${answered.propertyId}?availability=${answered.answer}`);
    } catch (error) {
      if (!fromForm || !(error instanceof AnswerLinkInvalidError)) throw error;
      ctx.status = 303;
      ctx.redirect(`/listings/availability/${encodeURIComponent(ctx.params.token)}`);
    }
  });

  return router;
}
