import { ReadStream } from "node:fs";
import etag from "@koa/etag";
import type { Context, Middleware, Next } from "koa";
import compress from "koa-compress";
import conditional from "koa-conditional-get";
import {
  brotliOptions,
  COMPRESS_THRESHOLD,
  compressInMemory,
  FRESH_LEVEL,
  gzipOptions,
  KEPT_LEVEL,
} from "./compression.js";
import { shareAnswer } from "./read-cache.js";

/** Seconds a browser or proxy may reuse a public read, then serve it stale while it asks again. */
export const PUBLIC_READ_MAX_AGE = 30;
export const PUBLIC_READ_STALE = 60;

/**
 * Compression, then 304s, then ETags, in that order (decision 21): Koa runs the after-parts
 * inside out, so the ETag is taken on the plain body, a fresh one answers 304 with no body,
 * and only what remains is compressed. ETags are weak because gzip and brotli bytes differ.
 * An answer whole in memory (a JSON read, a rendered page) is compressed in one call
 * (compressInMemory); a stream by koa-compress, at the kept level for a file.
 */
export function httpCaching(): Middleware[] {
  const level =
    (kind: "br" | "gzip") =>
    (_type: string, _size: number, ctx: Context): object => {
      const file = ctx.body instanceof ReadStream;
      const chosen = (file ? KEPT_LEVEL : FRESH_LEVEL)[kind];
      return kind === "br" ? brotliOptions(chosen) : gzipOptions(chosen);
    };
  return [
    compress({
      threshold: COMPRESS_THRESHOLD,
      // Flushing every write keeps Vike's streamed HTML streaming: the head and the first
      // markup reach the phone before the rest is rendered.
      gzip: level("gzip"),
      br: level("br"),
      deflate: false,
      // Node 22+ would offer zstd, whose flushing we have not checked with the SSR stream.
      zstd: false,
    } as unknown as compress.CompressOptions),
    compressInMemory(),
    conditional(),
    etagUnlessUntagged(etag({ weak: true })),
    jsonOnce,
  ];
}

/**
 * Marks an answer that must go without an ETag: a page, whose signed-in copy carries a nonce of
 * its own every time (decision 26), though its body is bytes @koa/etag would otherwise hash.
 */
export function leaveUntagged(ctx: Context): void {
  ctx.state.untagged = true;
}

/** @koa/etag's tag, taken after the inner middleware unless they marked the answer untagged. */
function etagUnlessUntagged(tag: Middleware): Middleware {
  const noInner = () => Promise.resolve();
  return async (ctx, next) => {
    await next();
    if (!ctx.state.untagged) await tag(ctx, noInner);
  };
}

/**
 * A JSON answer becomes its text once, here, after every route and the upload URLs' rewrite:
 * otherwise Koa's length, the ETag and compression each stringify the object again.
 */
async function jsonOnce(ctx: Context, next: Next): Promise<void> {
  await next();
  const body: unknown = ctx.body;
  if (body === null || typeof body !== "object" || Buffer.isBuffer(body)) return;
  if (typeof (body as { pipe?: unknown }).pipe === "function") return;
  // The body's setter keeps the application/json type Koa gave the object.
  ctx.body = JSON.stringify(body);
}

/**
 * For routes whose answer is the same for everyone (no session, no admin): a phone on mobile
 * data reuses it for PUBLIC_READ_MAX_AGE seconds and then revalidates with its ETag, and the
 * server's read cache keeps it (decision 22). Only 200s: a 404 for a listing being published
 * must not stick.
 */
export async function publicRead(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.status === 200) {
    markPublic(ctx);
    shareAnswer(ctx);
  }
}

/**
 * A public read that also counts (an article's views): browsers may keep it as any public
 * read, but the server must see each one, so its read cache does not.
 */
export async function countedPublicRead(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.status === 200) markPublic(ctx);
}

function markPublic(ctx: Context): void {
  ctx.set(
    "Cache-Control",
    `public, max-age=${PUBLIC_READ_MAX_AGE}, stale-while-revalidate=${PUBLIC_READ_STALE}`,
  );
}
