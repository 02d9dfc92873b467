import type { Context, Middleware } from "koa";
import type { RateLimitsService } from "#modules/rate-limits/index.js";
import { RATE_LIMITS, type RateLimitedAction, type Requester } from "#modules/rate-limits/index.js";
import { isRecord } from "#shared/validation.js";
import { sessionOf } from "../session.js";

/**
 * Puts a route behind the limits of `action` (decision 25). Mounted before any multipart
 * parser, so a refused upload is answered 429 before a byte of it is written anywhere.
 */
export function rateLimited(rateLimits: RateLimitsService, action: RateLimitedAction): Middleware {
  // Past a silent cap the attempt must still run but send nothing, which only the service that
  // sends can do (decision 86): such an action is guarded there, not here.
  if (RATE_LIMITS[action].rules.some((rule) => rule.overflow === "silent")) {
    throw new Error(`${action} has a silent cap: guard it in the service that sends`);
  }
  return (ctx, next) => rateLimits.guard(action, requesterOf(ctx), () => next());
}

/** ctx.ip reads X-Forwarded-For only from a TRUST_PROXY peer (decision 39): no client picks its own. */
export function requesterOf(ctx: Context): Requester {
  const body: unknown = ctx.request.body;
  const email = isRecord(body) && typeof body.email === "string" ? body.email : undefined;
  return { address: ctx.ip || "unknown", userId: sessionOf(ctx).userId, email };
}
