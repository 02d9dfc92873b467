import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import { safeReturnPath as sharedSafeReturnPath } from "#shared/return-path.js";
import { rateLimited } from "../../http/middleware/rate-limit.js";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { originOf } from "../../http/origin.js";
import { actorOf, rotateSession, type SessionData, sessionFields } from "../../http/session.js";

/** Sign-up, sign-in, the profile, and the /api/login navigation (GET /api/auth/user is in reads/). */
export function accountsRouter({ accounts, rateLimits }: Services): Router {
  const router = new Router();

  router.post("/api/auth/register", rateLimited(rateLimits, "signUp"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    const user = await accounts.register(ctx.request.body);
    await rotateSession(ctx, signedIn(ctx, user.id));
    ctx.status = 201;
    ctx.body = user;
  });

  router.post("/api/auth/login", rateLimited(rateLimits, "signIn"), async (ctx) => {
    leavesCatalogueAlone(ctx);
    const user = await accounts.signIn(ctx.request.body);
    await rotateSession(ctx, signedIn(ctx, user.id));
    ctx.body = user;
  });

  router.put("/api/profile", async (ctx) => {
    leavesCatalogueAlone(ctx);
    const address = ctx.ip || "unknown";
    ctx.body = await accounts.updateProfile(actorOf(ctx), ctx.request.body, address);
  });

  router.get("/api/login", (ctx) => {
    const returnTo = safeReturnPath(ctx.query.returnTo, ctx.get("referer"), originOf(ctx));
    ctx.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  return router;
}

/** The session after a sign-in: this user, a fresh absolute-expiry clock, the rest kept. */
function signedIn(ctx: Context, userId: number): SessionData {
  return { ...sessionFields(ctx), userId, createdAt: undefined };
}

/** Only same-site paths: an open redirect would let a phishing link borrow our name. */
export function safeReturnPath(query: unknown, referer: string, origin: string): string {
  return sharedSafeReturnPath(typeof query === "string" ? query : refererPath(referer, origin));
}

function refererPath(referer: string, origin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}
