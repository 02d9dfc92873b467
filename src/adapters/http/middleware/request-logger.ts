import { randomUUID } from "node:crypto";
import type { Context, Next } from "koa";
import type { Logger } from "pino";

/** A caller's id is kept only when short and plain, so it can't flood or forge log lines. */
export function requestIdFrom(offered: string | string[] | undefined): string {
  return typeof offered === "string" && /^[\w.-]{1,64}$/.test(offered) ? offered : randomUUID();
}

/** One log line per request, tagged with a request id that is also sent back to the caller. */
export function requestLogger(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(ctx.get("x-request-id"));
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set("X-Request-Id", requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info(
        {
          method: ctx.method,
          url: ctx.originalUrl,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    }
  };
}
