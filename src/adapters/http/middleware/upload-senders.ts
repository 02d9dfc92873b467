import type Koa from "koa";
import serve from "koa-static";
import type { S3Bucket } from "../../storage/s3-bucket.js";
import type { UploadSender } from "./uploads.js";

/**
 * DATA_DIR/uploads through koa-static: Last-Modified from the file, and the weak ETag and 304s
 * of the caching middleware in front (decision 21). No index, no dotfiles, no compressed twins.
 */
export function fromDisk(directory: string): UploadSender {
  const serveFile = serve(directory, { index: false, hidden: false, gzip: false, brotli: false });
  return async (ctx, name) => {
    const original = ctx.path;
    let sent = true;
    ctx.path = `/${name}`;
    try {
      await serveFile(ctx, async () => {
        sent = false;
      });
    } finally {
      ctx.path = original;
    }
    return sent;
  };
}

/**
 * The bucket's `uploads/` (decision 58), streamed: the browser's If-None-Match and
 * If-Modified-Since go to the bucket, which answers 304 without the bytes. HEAD asks for the
 * headers only. No Range, as from the disk.
 */
export function fromBucket(bucket: S3Bucket): UploadSender {
  return async (ctx, name) => {
    const opened = await bucket.open(`uploads/${name}`, conditionsOf(ctx), {
      head: ctx.method === "HEAD",
    });
    if (!opened) return false;
    ctx.status = opened.status;
    if (opened.status === 304) return true;
    if (opened.etag) ctx.set("ETag", opened.etag);
    if (opened.lastModified) ctx.lastModified = opened.lastModified;
    // A HEAD has no body to set: Koa answers it with the length alone.
    if (opened.body) ctx.body = opened.body;
    ctx.length = opened.length;
    return true;
  };
}

function conditionsOf(ctx: Koa.Context) {
  const since = Date.parse(ctx.get("If-Modified-Since"));
  return {
    ifNoneMatch: ctx.get("If-None-Match") || undefined,
    ifModifiedSince: Number.isNaN(since) ? undefined : new Date(since),
  };
}
