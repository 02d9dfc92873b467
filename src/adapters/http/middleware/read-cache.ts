import { pipeline, Readable, Transform } from "node:stream";
import { finished } from "node:stream/promises";
import type { Context, Middleware } from "koa";
import { withScriptSources } from "../inline-script-hashes.js";
import { SESSION_COOKIE } from "../session.js";
import type { TrustedProxies } from "../trusted-proxies.js";
import { isPagePath, readCacheKey, readsSession } from "./read-cache-key.js";
import type { ReadCache } from "./read-cache-store.js";
import { routeOf, setRoute } from "./request-metrics.js";
import { withFreshNonce } from "./security-headers.js";

/** Response headers that belong to one exchange, not to the answer. */
const NOT_KEPT = new Set([
  "set-cookie",
  "content-length",
  "x-cache",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  // Said only over HTTPS in production (decision 26): the next request may be plain HTTP.
  "strict-transport-security",
]);

/** Marks the answer being made as the same for every visitor, so the read cache may keep it. */
export function shareAnswer(ctx: Context): void {
  ctx.state.sharedAnswer = true;
}

/**
 * Admits the page's inline scripts by their hashes, which a page that may be kept names instead
 * of a nonce: the policy is kept with it, and each hit gets it with a nonce of its own.
 */
export function admitScriptsByHash(ctx: Context, hashes: readonly string[]): void {
  const policy = "Content-Security-Policy";
  ctx.set(policy, withScriptSources(ctx.response.get(policy), hashes));
}

/**
 * Marks a write that cannot change any shared answer (a favourite, a sign-in, a newsletter
 * address…: none is shown to visitors, and none of their tables announces changes), so the
 * process keeps its read cache through it.
 */
export function leavesCatalogueAlone(ctx: Context): void {
  ctx.state.catalogueUntouched = true;
}

/**
 * Outside compression and the ETag, so a hit skips them and sends the kept bytes. A page may
 * be shared only with a request that carries no session cookie: the hit is answered before the
 * session is read. A public API read (marked by its route, never by path) and the sitemap read
 * no session, so any request may share them. Any write through this process empties the cache
 * at once; other processes hear it from the database.
 */
export function readCache(cache: ReadCache, proxies: TrustedProxies): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== "GET") {
      if (ctx.method === "HEAD" || ctx.method === "OPTIONS") return next();
      // Only a write that was taken empties the cache: a refused one (400, 403, 429…) changed
      // nothing, and refused requests sent in a stream must not keep every page uncached. The
      // database announces catalogue writes to every process; emptying here as well means the
      // writer's next read already shows its write.
      await next();
      if (ctx.status < 400 && !ctx.state.catalogueUntouched) cache.clear();
      return;
    }
    const page = isPagePath(ctx.path);
    if (!cache.live || (readsSession(ctx.path) && ctx.cookies.get(SESSION_COOKIE))) return next();

    const key = readCacheKey(ctx.req, proxies.forwards(ctx.req), page);
    if (key === undefined) return next();
    let kept = cache.get(key);
    // After an emptying, the many visitors of a popular page wait for one rendering of it
    // instead of each rendering their own; if it is not kept, each goes on alone.
    const pending = kept ? undefined : cache.pending(key);
    if (pending) {
      await pending;
      kept = cache.get(key);
    }
    if (kept) {
      cache.counts.hit();
      // No router sees this request: it is timed under the route that made the answer.
      setRoute(ctx, kept.route);
      ctx.status = 200;
      for (const [name, value] of kept.headers) ctx.set(name, keptHeader(name, value));
      ctx.set("X-Cache", "hit");
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = kept.body;
      return;
    }

    cache.counts.miss();
    const begunAt = cache.currentGeneration;
    const settle = pending ? () => {} : cache.lead(key);
    // Whatever happens to the answer, the waiters are released when its exchange ends.
    ctx.res.once("close", settle);
    // A browser revalidating its copy would get a bodiless 304 from inside, which leaves nothing
    // to keep: the whole answer is made and kept, and the 304 is decided here.
    const validators = withoutValidators(ctx);
    try {
      await next();
    } catch (error) {
      settle();
      throw error;
    } finally {
      Object.assign(ctx.request.headers, validators);
    }
    if (!ctx.state.sharedAnswer || ctx.status !== 200 || ctx.response.get("Set-Cookie")) {
      settle();
      return;
    }
    ctx.set("X-Cache", "miss");
    const headers = Object.entries(ctx.response.headers)
      .filter(([name]) => !NOT_KEPT.has(name.toLowerCase()))
      .map(([name, value]): [string, string] => [
        name,
        Array.isArray(value) ? value.join(", ") : String(value),
      ]);
    const route = routeOf(ctx);
    const keep = (body: Buffer) => {
      cache.set(key, { headers, body, route }, begunAt);
      settle();
    };
    const body: unknown = ctx.body;
    let answer: Readable | string | Buffer | undefined;
    if (Buffer.isBuffer(body)) {
      keep(body);
      answer = body;
    } else if (typeof body === "string") {
      keep(Buffer.from(body));
      answer = body;
    } else if (body instanceof Readable) answer = recorded(body, cache.maxEntryBytes, keep);
    else if (body !== null && body !== undefined) {
      // A small JSON answer koa-compress left plain: sent as Koa would send it.
      answer = JSON.stringify(body);
      keep(Buffer.from(answer));
    } else settle();
    if (answer !== undefined && ctx.fresh) {
      // The browser's copy is current: it gets a 304 once the answer has been read to the end
      // and kept for the next request (Koa would destroy a stream left behind by the 304).
      if (answer instanceof Readable) await finished(answer.resume()).catch(() => undefined);
      ctx.status = 304;
      return;
    }
    if (answer !== undefined) ctx.body = answer;
  };
}

/**
 * A kept header as this hit sends it: the policy with a nonce of its own. Nothing in
 * a kept page carries a nonce (its scripts are admitted by hash), so the old one is never replayed.
 */
export function keptHeader(name: string, value: string): string {
  return name === "content-security-policy" ? withFreshNonce(value) : value;
}

/** Takes the request's validators away for the inner middleware; returns them to put back. */
function withoutValidators(ctx: Context): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of ["if-none-match", "if-modified-since"]) {
    const value = ctx.request.headers[name];
    if (value !== undefined) {
      kept[name] = value;
      delete ctx.request.headers[name];
    }
  }
  return kept;
}

/** Passes a streamed answer on as it comes and keeps a copy once it has ended whole. */
function recorded(source: Readable, maxBytes: number, keep: (body: Buffer) => void): Readable {
  let chunks: Buffer[] | undefined = [];
  let size = 0;
  const recorder = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunks) {
        size += chunk.length;
        if (size > maxBytes) chunks = undefined;
        else chunks.push(Buffer.from(chunk));
      }
      done(null, chunk);
    },
    flush(done) {
      if (chunks) keep(Buffer.concat(chunks));
      done();
    },
  });
  // A failing source destroys the recorder with its error, which Koa answers: nothing is kept.
  return pipeline(source, recorder, () => {});
}
