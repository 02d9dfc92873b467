import type { Context, Middleware, Next } from "koa";

/** How long /readyz waits for `SELECT 1`: well inside a load balancer's own probe timeout. */
export const READY_TIMEOUT_MS = 1000;

/**
 * /healthz: the process is up and its event loop turns (never touches the database, so an
 * orchestrator does not restart a healthy process during a database outage).
 * /readyz: the database answers, so a load balancer may send traffic.
 * Mounted before the session and the HTTP caching: no cookie, no ETag, never cached.
 */
export function health(ping: (timeoutMs: number) => Promise<boolean>): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/healthz") return answer(ctx, 200, { status: "ok" });
    if (ctx.path === "/readyz") {
      return (await ping(READY_TIMEOUT_MS))
        ? answer(ctx, 200, { status: "ready", database: "ok" })
        : answer(ctx, 503, { status: "unavailable", database: "unreachable" });
    }
    return next();
  };
}

function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
}
