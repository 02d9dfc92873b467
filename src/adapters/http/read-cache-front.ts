import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import type { Logger } from "pino";
import { keptHeader } from "./middleware/read-cache.js";
import {
  isPagePath,
  pathAndQuery,
  readCacheKey,
  readsSession,
} from "./middleware/read-cache-key.js";
import type { ReadCache } from "./middleware/read-cache-store.js";
import { requestIdFrom } from "./middleware/request-logger.js";
import type { ObserveRequest } from "./middleware/request-metrics.js";
import { HSTS_HEADER } from "./middleware/security-headers.js";
import { SESSION_COOKIE } from "./session.js";
import type { TrustedProxies } from "./trusted-proxies.js";

export interface ReadCacheFrontOptions {
  /** Whose X-Forwarded-Proto and -Host are believed, as Koa believes them. */
  proxies: TrustedProxies;
  production: boolean;
  logger: Logger;
  /** The request metrics (decision 61): a hit is timed here, since Koa never sees it. */
  observe?: ObserveRequest;
}

/** What Koa drops from a 304: it has no body to describe. */
const NOT_ON_304 = new Set(["content-type", "content-length", "transfer-encoding"]);

/**
 * Answers a kept read before Koa builds a context for it (decision 22, amended): a hit is the
 * kept head and bytes, plus what belongs to this exchange (request id, HSTS, 304, the policy's
 * nonce). It is most
 * of the catalogue's traffic, and Koa's context, middleware chain and helmet cost more than the
 * answer itself. Returns false, touching nothing, when Koa must answer: anything not a plain
 * GET of a kept answer, or a page asked with a session cookie.
 */
export function readCacheFront(
  cache: ReadCache,
  options: ReadCacheFrontOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== "GET" || !cache.live) return false;
    const parts = pathAndQuery(req.url);
    if (!parts) return false;
    const page = isPagePath(parts.path);
    // Koa reads the cookie itself and decides; the front only steps aside for anything like it.
    if (readsSession(parts.path) && req.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const key = readCacheKey(req, options.proxies.forwards(req), page, parts);
    const kept = key === undefined ? undefined : cache.get(key);
    if (!kept) return false;

    const started = performance.now();
    cache.counts.hit();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    const own: Record<string, string> = Object.fromEntries(kept.headers);
    const status = fresh(req.headers, own) ? 304 : 200;
    const head: string[] = [];
    for (const [name, value] of kept.headers) {
      if (status === 304 && NOT_ON_304.has(name)) continue;
      head.push(name, keptHeader(name, value));
    }
    head.push("x-cache", "hit", "x-request-id", requestId);
    if (options.production && options.proxies.protocol(req) === "https") {
      head.push("strict-transport-security", HSTS_HEADER);
    }
    if (status === 200) head.push("content-length", String(kept.body.length));
    res.writeHead(status, head);
    res.end(status === 200 ? kept.body : undefined);
    const ms = performance.now() - started;
    options.observe?.(kept.route, "GET", status, ms / 1000);
    if (options.logger.isLevelEnabled("info")) {
      options.logger.info(
        {
          reqId: requestId,
          method: req.method,
          url: req.url,
          status,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    }
    return true;
  };
}
