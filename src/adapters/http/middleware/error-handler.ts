import type { Context, Next } from "koa";
import { DomainError, type ErrorKind, RateLimitedError } from "#shared/errors.js";
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from "#shared/out-of-space.js";
import { isDatabaseUnavailable } from "../../persistence/database-unavailable.js";
import { smallPage } from "../small-page.js";

/** Seconds a client is asked to wait after a 503 (decision 28). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
export const UNAVAILABLE_MESSAGE =
  "Service temporarily unavailable: please try again in a few seconds.";

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
    if (isOutOfSpace(error)) {
      ctx.state.log?.warn({ err: error }, "out of storage space: answered 507");
      outOfSpace(ctx);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      ctx.state.log?.warn({ err: error }, "database unavailable: answered 503");
      unavailable(ctx);
      return;
    }
    ctx.state.log?.error({ err: error }, "unhandled error");
    ctx.status = 500;
    ctx.body = { message: "Internal Server Error" };
  }
}

/**
 * 503 with Retry-After: JSON for the API, a small self-contained page for a browser (the usual
 * page shell would need the database that is missing). Never cached.
 */
export function unavailable(ctx: Context): void {
  ctx.status = 503;
  ctx.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
  ctx.set("Cache-Control", "no-store");
  if (ctx.path.startsWith("/api/") || ctx.accepts("json", "html") !== "html") {
    ctx.body = { message: UNAVAILABLE_MESSAGE, code: "unavailable" };
    return;
  }
  ctx.type = "html";
  ctx.body = UNAVAILABLE_PAGE;
}

/**
 * 507 Insufficient Storage (decision 76): the server's disk is full, which neither the sender
 * nor a retry in a few seconds can fix, and no 400 may blame the upload. JSON for the API (the
 * forms show its message as a toast), a small page for a browser. Never cached.
 */
export function outOfSpace(ctx: Context): void {
  ctx.status = 507;
  ctx.set("Cache-Control", "no-store");
  if (ctx.path.startsWith("/api/") || ctx.accepts("json", "html") !== "html") {
    ctx.body = { message: OUT_OF_SPACE_MESSAGE, code: "out_of_space" };
    return;
  }
  ctx.type = "html";
  ctx.body = OUT_OF_SPACE_PAGE;
}

// `href=""` asks for the same address again, with a GET.
const OUT_OF_SPACE_PAGE = smallPage(
  "Out of storage space",
  `<p>${OUT_OF_SPACE_MESSAGE}</p>\n<p><a href="">Try again</a></p>`,
);

const UNAVAILABLE_PAGE = smallPage(
  "Service temporarily unavailable",
  `<p>Ofie cannot reach its data just now. Please try again in a few seconds.</p>
<p><a href="">Try again</a></p>`,
);
