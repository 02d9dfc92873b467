import type { Context, Middleware, Next } from "koa";
import { originOf } from "../origin.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Forbidden: cross-site requests are not accepted";

/**
 * Refuses a write a browser sent on behalf of another site (decision 26): Sec-Fetch-Site, the
 * browser's own verdict, must say same-origin (or none), and Origin, when sent, must be ours. A
 * request with neither comes from no browser (curl, the CLI, another server) and carries no
 * visitor's cookie by accident, so it passes.
 */
export function crossSiteGuard(publicUrl: string): Middleware {
  const ours = new URL(publicUrl).origin;
  return (ctx: Context, next: Next) => {
    if (UNSAFE.has(ctx.method) && crossSite(ctx, ours)) {
      ctx.status = 403;
      ctx.body = { message: CROSS_SITE_MESSAGE, code: "CROSS_SITE_REQUEST" };
      return;
    }
    return next();
  };
}

function crossSite(ctx: Context, publicOrigin: string): boolean {
  const site = ctx.get("sec-fetch-site");
  // "none": the visitor's own action (typed address, bookmark), never another site's page.
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = ctx.get("origin");
  if (!origin) return false;
  // The site as this request reached it, or as PUBLIC_URL names it (the proxy may speak http to us).
  return origin !== originOf(ctx) && origin !== publicOrigin;
}
