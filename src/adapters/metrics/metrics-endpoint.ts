import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Middleware } from "koa";
import type { Scrape } from "./scrape.js";

/**
 * /metrics on the main port, for the holder of METRICS_TOKEN only (decision 61): without a token
 * configured it is not there at all (the request goes on to a 404), and a missing or wrong one
 * is answered 401. The tokens are compared as digests of equal length, in constant time.
 */
export function metricsEndpoint(token: string | undefined, scrape: Scrape): Middleware {
  const expected = token === undefined ? undefined : digest(token);
  // Every request passes here: one for another path goes on without an async frame.
  return (ctx, next) =>
    !expected || ctx.path !== "/metrics" || (ctx.method !== "GET" && ctx.method !== "HEAD")
      ? next()
      : answer(ctx, expected);
  async function answer(ctx: Context, expected: Buffer): Promise<void> {
    ctx.set("Cache-Control", "no-store");
    const offered = /^Bearer +(\S+)\s*$/i.exec(ctx.get("authorization"))?.[1] ?? "";
    if (!timingSafeEqual(digest(offered), expected)) {
      ctx.status = 401;
      ctx.set("WWW-Authenticate", 'Bearer realm="metrics"');
      ctx.body = "Unauthorized\n";
      return;
    }
    const text = await scrape.text().catch(() => undefined);
    if (text === undefined) {
      ctx.status = 503;
      ctx.body = "metrics unavailable\n";
      return;
    }
    ctx.set("Content-Type", scrape.contentType);
    ctx.body = text;
  }
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
