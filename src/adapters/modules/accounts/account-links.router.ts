import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import { AccountLinkInvalidError, NewEmailTakenError } from "#modules/accounts/accounts.errors.js";
import { rateLimited, requesterOf } from "../../http/middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { actorOf, rotateSession, sessionFields } from "../../http/session.js";

/** The answer to every "Forgot password?" request, whether or not an account has the address. */
export const RESET_REQUESTED = {
  message: "If an account uses that address, we have sent it a link to set a new password.",
};

/**
 * The links we mail (prove an address, move to a new one, reset a password). Reading a
 * link changes nothing (mail scanners open links); the page's button posts. A plain form post
 * (no JavaScript) is sent back to the page with the outcome in `status`; a JSON post gets JSON.
 */
export function accountLinksRouter({
  accounts,
  emailVerification,
  passwordReset,
  rateLimits,
}: Services): Router {
  const router = new Router();

  router.post(
    "/api/auth/verify-email",
    rateLimited(rateLimits, "verificationMail"),
    async (ctx) => {
      leavesCatalogueAlone(ctx);
      ctx.body = await emailVerification.resendVerification(actorOf(ctx));
    },
  );

  router.post("/api/auth/verify-email/:token", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const token = ctx.params.token ?? "";
    await answerLink(ctx, `/verify-email/${encodeURIComponent(token)}`, async () => {
      const verified = await emailVerification.verifyEmail(token);
      return { body: verified, status: "verified" };
    });
  });

  router.post("/api/auth/confirm-email/:token", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const token = ctx.params.token ?? "";
    await answerLink(ctx, `/confirm-email/${encodeURIComponent(token)}`, async () => {
      const confirmed = await emailVerification.confirmEmailChange(token);
      return { body: confirmed, status: "confirmed" };
    });
  });

  // Limited by the service: past the mailbox's cap it answers the same and mails nothing.
  router.post("/api/auth/password-reset", async (ctx) => {
    leavesCatalogueAlone(ctx);
    await passwordReset.requestReset(ctx.request.body, requesterOf(ctx));
    ctx.status = 202;
    ctx.body = RESET_REQUESTED;
  });

  router.post("/api/auth/password-reset/:token", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const user = await passwordReset.resetPassword(ctx.params.token, ctx.request.body);
    // Every other session of the account has ended; this browser is signed in afresh.
    await rotateSession(ctx, { ...sessionFields(ctx), userId: user.id, createdAt: undefined });
    // The mailbox was proved: the sign-in lockout of this e-mail from this network is lifted.
    await rateLimits.forgive("signIn", { address: ctx.ip || "unknown", email: user.email });
    ctx.body = await accounts.getUser(actorOf(ctx));
  });

  return router;
}

/** A form post goes back to the link's page with the outcome; a JSON post gets the result. */
async function answerLink(
  ctx: Context,
  page: string,
  use: () => Promise<{ body: unknown; status: string }>,
): Promise<void> {
  const fromForm = ctx.is("urlencoded") === "urlencoded";
  try {
    const { body, status } = await use();
    if (!fromForm) {
      ctx.body = body;
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${page}?status=${status}`);
  } catch (error) {
    const status =
      error instanceof NewEmailTakenError
        ? "taken"
        : error instanceof AccountLinkInvalidError
          ? "invalid"
          : undefined;
    if (!fromForm || !status) throw error;
    ctx.status = 303;
    ctx.redirect(`${page}?status=${status}`);
  }
}
