import type { Context, Middleware, Next } from "koa";
import type { ReadinessReport } from "../../health/readiness.js";

/**
 * /healthz (liveness): the process is up and its event loop turns. It never touches the
 * database, so an orchestrator does not restart a healthy process during a database outage.
 * /readyz (readiness, what a load balancer asks): 200 while the process can serve, "ready" or
 * "degraded" (a part with a fallback is down), 503 when it cannot (decision 76); the body names
 * each part. Mounted before the session and the HTTP caching: no cookie, no ETag, never cached.
 */
export function health(report: () => Promise<ReadinessReport>): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/healthz") return answer(ctx, 200, { status: "ok" });
    if (ctx.path === "/readyz") {
      return report().then((ready) =>
        answer(ctx, ready.status === "unavailable" ? 503 : 200, ready),
      );
    }
    return next();
  };
}

function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
}
