import type { Context, Middleware } from "koa";

/** Records one answered request: its route template, method, status and seconds taken. */
export type ObserveRequest = (
  route: string,
  method: string,
  status: number,
  seconds: number,
) => void;

/** Paths answered before any router, each its own template. */
const FIXED_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Times every request Koa answers (decision 61); the read cache's front times its own hits. The
 * time is to the answer's head: a streamed page's body is still flowing when next() returns.
 */
export function requestMetrics(observe: ObserveRequest): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observe(routeOf(ctx), ctx.method, ctx.status, (performance.now() - started) / 1000);
    }
  };
}

/**
 * The request's route as a template, never its path, so the metric's series stay few whatever
 * visitors ask for: the API router's pattern (`/api/properties/:id`), the page's Vike id
 * (`/pages/property/@id`, or a kept answer's route: see setRoute), or a fixed name for what no
 * route answered.
 */
export function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === "string") return matched;
  const route: unknown = ctx.state.route;
  if (typeof route === "string") return route;
  if (FIXED_PATHS.has(ctx.path)) return ctx.path;
  if (ctx.path.startsWith("/uploads/")) return "/uploads/:file";
  if (ctx.path.startsWith("/assets/")) return "/assets/:file";
  // What koa-static sent from public/; anything else no route took (404, 405…).
  return ctx.status < 400 ? "static" : "unmatched";
}

/** Names the route of an answer no router made: a page (its Vike id), or a read-cache hit. */
export function setRoute(ctx: Context, route: string): void {
  ctx.state.route = route;
}
