import type { Context, Next } from "koa";
import { DomainError, type ErrorKind, RateLimitedError } from "../../../shared/errors.js";

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** Maps expected failures to their status; anything else is logged and answered 500 without internals. */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.status = STATUS_BY_KIND[error.kind];
      if (error instanceof RateLimitedError)
        ctx.set("Retry-After", String(error.retryAfterSeconds));
      ctx.body = error.errors
        ? { message: error.message, code: error.code, errors: error.errors }
        : { message: error.message, code: error.code };
      return;
    }
    // Koa and its body parser raise client errors (malformed JSON, too large) with an exposed status.
    const { status, expose } = error as { status?: number; expose?: boolean };
    if (status && status >= 400 && status < 500 && expose !== false) {
      ctx.status = status;
      ctx.body = { message: (error as Error).message || "Bad Request" };
      return;
    }
    ctx.state.log?.error({ err: error }, "unhandled error");
    ctx.status = 500;
    ctx.body = { message: "Internal Server Error" };
  }
}
