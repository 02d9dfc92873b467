import type { ServerResponse } from "node:http";
import path from "node:path";
import type Koa from "koa";
import serve from "koa-static";
import { placeholderImage } from "../../images/placeholder-image.js";

/**
 * The one type each stored extension is served as. DiskFileStore names files by the type sniffed
 * from their bytes, so this list is also the list of names /uploads will serve: anything else
 * (an SVG or HTML dropped in the folder by hand, a traversal, a guess) is a 404.
 */
const SERVED_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  "3gp": "video/3gpp",
};

/**
 * A photo's size (`<key>-640.webp`, made by the pipeline, decision 50) or a video (`<key>.mp4`).
 * Pictures are served only as the pipeline's sizes: an original, or an upload from before the
 * pipeline, still carries its metadata (the owner's GPS position) and is never sent.
 */
const STORED_NAME = /^\/([a-f0-9]{32})(?:-(320|640|1024|1600))?\.([a-z0-9]{1,8})$/;
/** Sizes never change under their random name: a phone keeps them for a year. */
const PHOTO_MAX_AGE = "public, max-age=31536000, immutable";

/** The placeholder colour of a photo whose sizes are not made yet, null otherwise. */
export type WaitingColour = (key: string) => Promise<string | null>;

function servable(name: RegExpExecArray | null): name is RegExpExecArray {
  if (!name) return false;
  const [, , size, ext] = name as unknown as [string, string, string | undefined, string];
  if (!Object.hasOwn(SERVED_TYPES, ext)) return false;
  const picture = SERVED_TYPES[ext]?.startsWith("image/");
  return picture ? ext === "webp" && size !== undefined : size === undefined;
}

/**
 * Serves user uploads under `prefix` with headers that keep a browser from reading one as
 * anything but the picture or video it is: our own Content-Type, nosniff, a sandboxing CSP
 * (should a file ever be opened as a document), and non-images as attachments.
 * https://developer.mozilla.org/docs/Web/HTTP/Headers/X-Content-Type-Options
 */
export function uploadsStatic(
  prefix: string,
  directory: string,
  maxAgeMs: number,
  waitingColour: WaitingColour,
): Koa.Middleware {
  const send = serve(directory, {
    maxage: maxAgeMs,
    // No index files, no dotfiles, no compression variants: only the exact stored name.
    index: false,
    hidden: false,
    gzip: false,
    brotli: false,
    setHeaders: (res: ServerResponse, filePath: string) => {
      const ext = path.extname(filePath).slice(1);
      res.setHeader("Content-Type", SERVED_TYPES[ext] ?? "application/octet-stream");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader(
        "Content-Disposition",
        SERVED_TYPES[ext]?.startsWith("image/") ? "inline" : "attachment",
      );
      if (ext === "webp") res.setHeader("Cache-Control", PHOTO_MAX_AGE);
    },
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const name = STORED_NAME.exec(ctx.path.slice(prefix.length));
    if (!servable(name) || !["GET", "HEAD"].includes(ctx.method)) {
      ctx.status = 404;
      ctx.body = "Not Found";
      return;
    }
    const original = ctx.path;
    ctx.path = ctx.path.slice(prefix.length);
    try {
      await send(ctx, async () => {});
    } finally {
      ctx.path = original;
    }
    if (ctx.body !== undefined && ctx.status !== 404) return;
    const colour = name[2] ? await waitingColour(name[1] as string) : null;
    if (colour) {
      // Not cached anywhere: the real size replaces it as soon as it is made.
      ctx.status = 200;
      ctx.type = "image/webp";
      ctx.set("Cache-Control", "no-store");
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.body = await placeholderImage(colour);
      return;
    }
    ctx.status = 404;
    ctx.body = "Not Found";
  };
}
