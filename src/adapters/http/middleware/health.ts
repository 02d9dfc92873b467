import type { Context, Middleware, Next } from "koa";
import type { CatalogueChanges } from "../../../shared/ports.js";

/** How long /readyz waits for `SELECT 1`: well inside a load balancer's own probe timeout. */
export const READY_TIMEOUT_MS = 1000;
/** How long /readyz waits for Redis's PONG: it answers in a millisecond when it is there. */
export const REDIS_READY_TIMEOUT_MS = 500;

/** What /readyz asks, each part of the process that traffic depends on. */
export interface ReadinessChecks {
  /** True when the database answers `SELECT 1` within timeoutMs; never throws. */
  database(timeoutMs: number): Promise<boolean>;
  /** The read cache's LISTEN connection: "idle" when the cache is off and nothing listens. */
  listener(): CatalogueChanges["state"];
  /** Absent without REDIS_URL; else true when Redis answers a PING within timeoutMs. */
  redis?: (timeoutMs: number) => Promise<boolean>;
}

/**
 * /healthz: the process is up and its event loop turns (never touches the database, so an
 * orchestrator does not restart a healthy process during a database outage).
 * /readyz: the database answers, the read cache hears writes (else it would be off: decision 59,
 * behind a pooler without DATABASE_LISTEN_URL say) and Redis answers when REDIS_URL is set, so
 * a load balancer may send traffic; the body says which part is not.
 * Mounted before the session and the HTTP caching: no cookie, no ETag, never cached.
 */
export function health(checks: ReadinessChecks): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/healthz") return answer(ctx, 200, { status: "ok" });
    if (ctx.path === "/readyz") {
      const [database, redis] = await Promise.all([
        checks.database(READY_TIMEOUT_MS),
        checks.redis?.(REDIS_READY_TIMEOUT_MS),
      ]);
      const parts = {
        database: database ? "ok" : "unreachable",
        listener: { live: "ok", down: "down", idle: "off" }[checks.listener()],
        redis: redis === undefined ? "off" : redis ? "ok" : "unreachable",
      };
      const ready = database && parts.listener !== "down" && redis !== false;
      return answer(ctx, ready ? 200 : 503, {
        status: ready ? "ready" : "unavailable",
        ...parts,
      });
    }
    return next();
  };
}

function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
}
