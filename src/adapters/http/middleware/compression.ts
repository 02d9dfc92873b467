import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, Middleware } from "koa";

/**
 * How hard an answer is compressed depends on how many times its bytes will be sent.
 * An answer made for this request (a search nobody asked before, a page rendered now) is sent
 * once, maybe twice: brotli 2 costs a quarter of brotli 4's time for about 5% more bytes, and
 * compressing at 4 cost as much as making the answer. A file from public/, and a kept answer
 * that proves popular (the read cache recompresses it at its first hit, off the request's way),
 * is sent many times: decision 21's brotli 4 and gzip 6.
 */
export const FRESH_LEVEL = { br: 2, gzip: 3 } as const;
export const KEPT_LEVEL = { br: 4, gzip: 6 } as const;

/** Below this an answer goes as it is: the encoding's own framing would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;

/** What our in-memory answers can be: JSON, HTML, text, XML (sitemap, feeds), SVG. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;

/** koa-compress's settings for a kind of answer: with `flush`, so a streamed page streams. */
export function brotliOptions(quality: number, size?: number): zlib.BrotliOptions {
  return {
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
    },
  };
}

export function gzipOptions(level: number): zlib.ZlibOptions {
  return { flush: zlib.constants.Z_SYNC_FLUSH, level };
}

/**
 * Compresses an answer already whole in memory (a JSON read, a page, a sitemap) in one
 * call at the fresh level, instead of through a zlib stream per request as koa-compress does:
 * its streams cost more than the compression of a few kilobytes. Streams (a file) are left to
 * koa-compress, outside this. Runs after the ETag and the 304 (inside
 * them), like koa-compress, so the tag is of the plain body.
 */
export function compressInMemory(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (typeof body !== "string" && !Buffer.isBuffer(body)) return;
    if (!compressible(ctx, body)) return;
    const encoding = encodingFor(ctx.acceptsEncodings("br", "gzip", "identity"), ctx);
    if (encoding === undefined) return;
    const plain = typeof body === "string" ? Buffer.from(body) : body;
    const packed =
      encoding === "br"
        ? zlib.brotliCompressSync(plain, brotliOptions(FRESH_LEVEL.br, plain.length))
        : zlib.gzipSync(plain, { level: FRESH_LEVEL.gzip });
    ctx.vary("Accept-Encoding");
    ctx.body = packed;
    ctx.set("Content-Encoding", encoding);
  };
}

/**
 * Brotli when the browser takes it as gladly as gzip, as koa-compress chooses: fewer bytes for
 * about the same time at these levels. Koa's negotiation alone breaks a tie by the header's order,
 * and browsers list gzip first ("gzip, deflate, br, zstd").
 */
export function encodingFor(
  negotiated: string | false,
  ctx: Pick<Context, "get">,
): "br" | "gzip" | undefined {
  if (negotiated === "br") return "br";
  if (negotiated !== "gzip") return undefined;
  const header = ctx.get("Accept-Encoding");
  const br = qualityOf(header, "br");
  return br > 0 && br >= qualityOf(header, "gzip") ? "br" : "gzip";
}

/** An encoding's q in an Accept-Encoding header: 1 when listed bare, else `*`'s, else 0. */
function qualityOf(header: string, name: string): number {
  let any = 0;
  for (const item of header.split(",")) {
    const [token = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = Number(params.find((param) => param.startsWith("q="))?.slice(2) ?? 1);
    if (token === name) return Number.isFinite(q) ? q : 0;
    if (token === "*" && Number.isFinite(q)) any = q;
  }
  return any;
}

function compressible(ctx: Context, body: string | Buffer): boolean {
  return (
    ctx.method !== "HEAD" &&
    ctx.status !== 204 &&
    ctx.status !== 206 &&
    ctx.status !== 304 &&
    ctx.compress !== false &&
    !ctx.response.get("Content-Encoding") &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/.test(ctx.response.get("Cache-Control")) &&
    COMPRESSIBLE.test(ctx.type) &&
    Buffer.byteLength(body) >= COMPRESS_THRESHOLD
  );
}

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The same answer at the kept level, for one the read cache keeps and is asked for again. On
 * zlib's thread pool, not the event loop; undefined for an encoding it does not redo.
 */
export async function recompressForKeeping(
  body: Buffer,
  encoding: string | undefined,
): Promise<Buffer | undefined> {
  if (encoding === "br") {
    const plain = await brotliDecompress(body);
    return brotliCompress(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_LEVEL.br,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
  }
  if (encoding === "gzip") return gzip(await gunzip(body), { level: KEPT_LEVEL.gzip });
  return undefined;
}
