import { pipeline, Readable, Transform } from "node:stream";
import { finished } from "node:stream/promises";
import type { Context, Middleware } from "koa";
import { LRUCache } from "lru-cache";
import type { CatalogueChanges } from "#shared/ports.js";
import { withScriptSources } from "../inline-script-hashes.js";
import { SESSION_COOKIE } from "../session.js";
import type { TrustedProxies } from "../trusted-proxies.js";
import { recompressForKeeping } from "./compression.js";
import { isPagePath, readCacheKey, readsSession } from "./read-cache-key.js";
import { routeOf, setRoute } from "./request-metrics.js";
import { withFreshNonce } from "./security-headers.js";

/**
 * How long an answer is kept at most. Writes empty the cache at once (decision 22): this bounds
 * only what no write announces, the clock above all (a listing passing its expiry, "3 days
 * ago"). It matches the max-age browsers are already told (decision 21).
 */
export const READ_CACHE_TTL_MS = 30_000;

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

interface Entry {
  headers: [string, string][];
  body: Buffer;
  /** The route template that made it, for the request metrics of a hit answered up front. */
  route: string;
  /** Set once its bytes have been (or are being) recompressed at the kept level. */
  dense?: boolean;
}

/** What the cache tells the operators' metrics (decision 61); nothing unless given. */
export interface ReadCacheCounts {
  hit(): void;
  miss(): void;
  flush(): void;
}

const UNCOUNTED: ReadCacheCounts = { hit() {}, miss() {}, flush() {} };

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
 * The bytes of public reads and visitors' pages as sent (compressed as the client asked), in an
 * LRU bounded in bytes. Any change to the catalogue, heard from the database, empties it.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Moves on every change; an answer begun under an older one is not kept. */
  private generation = 0;
  private readonly inFlight = new Map<string, Promise<void>>();
  readonly maxEntryBytes: number;

  constructor(
    maxBytes: number,
    private readonly changes: CatalogueChanges,
    readonly counts: ReadCacheCounts = UNCOUNTED,
    ttlMs = READ_CACHE_TTL_MS,
  ) {
    this.maxEntryBytes = Math.max(1, Math.floor(maxBytes / 16));
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + 64 * entry.headers.length,
      ttl: ttlMs,
    });
    changes.subscribe(() => this.clear());
  }

  get live(): boolean {
    return this.changes.live;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  clear(): void {
    this.counts.flush();
    this.generation += 1;
    this.entries.clear();
  }

  /** A kept answer; the first time it is asked for again, its bytes are packed tighter. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && !entry.dense) this.densify(key, entry);
    return entry;
  }

  /**
   * An answer is compressed lightly when made, since most are sent once (compression.ts); one
   * asked for twice is likely asked for more, so it is redone at the kept level off the event
   * loop and replaces the entry unless the catalogue changed meanwhile. Same plain bytes, so
   * the same ETag.
   */
  private densify(key: string, entry: Entry): void {
    entry.dense = true;
    const encoding = entry.headers.find(([name]) => name.toLowerCase() === "content-encoding");
    recompressForKeeping(entry.body, encoding?.[1])
      .then((body) => {
        if (!body || body.length >= entry.body.length || this.entries.peek(key) !== entry) return;
        const ttl = this.entries.getRemainingTTL(key);
        if (ttl > 0) this.entries.set(key, { ...entry, body }, { ttl });
      })
      .catch(() => undefined);
  }

  /** Settles when the answer being made for `key` has been kept, or will not be. */
  pending(key: string): Promise<void> | undefined {
    return this.inFlight.get(key);
  }

  /** Says an answer for `key` is being made; returns the function that settles its waiters. */
  lead(key: string): () => void {
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.inFlight.set(key, settled);
    return () => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
      release();
    };
  }

  /** Keeps the answer unless the catalogue changed since it was begun. */
  set(key: string, entry: Entry, begunAt: number): void {
    if (begunAt === this.generation && this.live) this.entries.set(key, entry);
  }
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
