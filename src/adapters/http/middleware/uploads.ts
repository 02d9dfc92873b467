import type Koa from "koa";
import type { OldUploadState } from "../../../modules/photos/index.js";
import { OLD_UPLOAD_NAME } from "../../../modules/photos/index.js";
import type { VideoAccess } from "../../../modules/uploads/index.js";
import { PHOTO_WIDTH_PATTERN } from "../../../shared/photo-variants.js";
import { placeholderImage } from "../../images/placeholder-image.js";
import { SERVED_TYPES, servedHeaders } from "../../storage/stored-files.js";

/**
 * A photo's size (`<key>-640.webp`, made by the pipeline, decision 50) or a video (`<key>.mp4`).
 * Pictures are served only as the pipeline's sizes: an original, or an upload from before the
 * pipeline, still carries its metadata (the owner's GPS position) and is never sent.
 */
const STORED_NAME = new RegExp(`^/([a-f0-9]{32})(?:-(${PHOTO_WIDTH_PATTERN}))?\\.([a-z0-9]{1,8})$`);

/** The placeholder colour of a photo whose sizes are not made yet, null otherwise. */
export type WaitingColour = (key: string) => Promise<string | null>;

/** Where a picture stored before the pipeline went (decision 73); null if none was recorded. */
export type OldUploadLookup = (name: string) => Promise<OldUploadState | null>;

/** Whether a video may be sent: not one stored before decision 81 and not yet cleaned. */
export type VideoCheck = (name: string) => Promise<VideoAccess>;

/**
 * Sends the stored file `name` (already checked: one of ours) from wherever the files live,
 * status and body, honouring the browser's conditions (a 304); false when there is no such file.
 */
export type UploadSender = (ctx: Koa.Context, name: string) => Promise<boolean>;

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
 * (should a file ever be opened as a document), and non-images as attachments. The same
 * headers whether `send` reads DATA_DIR or the bucket (decision 58).
 * https://developer.mozilla.org/docs/Web/HTTP/Headers/X-Content-Type-Options
 */
export function uploadsStatic(
  prefix: string,
  send: UploadSender,
  waitingColour: WaitingColour,
  oldUpload: OldUploadLookup,
  videoAccess: VideoCheck,
): Koa.Middleware {
  // Every request passes here: one that is not for an upload goes on without an async frame.
  const under = `${prefix}/`;
  return (ctx, next) => (ctx.path.startsWith(under) ? upload(ctx) : next());
  async function upload(ctx: Koa.Context): Promise<void> {
    const oldName = ctx.path.slice(prefix.length + 1);
    if (OLD_UPLOAD_NAME.test(oldName) && ["GET", "HEAD"].includes(ctx.method)) {
      await redirectOldUpload(ctx, await oldUpload(oldName));
      return;
    }
    const name = STORED_NAME.exec(ctx.path.slice(prefix.length));
    if (!servable(name) || !["GET", "HEAD"].includes(ctx.method)) {
      ctx.status = 404;
      ctx.body = "Not Found";
      return;
    }
    const file = name[0].slice(1);
    const picture = name[2] !== undefined;
    const access = picture ? "send" : await videoAccess(file);
    if (access === "wait") {
      // It may still carry the phone's GPS position: sent once cleaned, never before.
      ctx.status = 503;
      ctx.set("Cache-Control", "no-store");
      ctx.set("Retry-After", "30");
      ctx.body = "This video is being prepared; try again in a minute.";
      return;
    }
    if (access === "send" && (await send(ctx, file))) {
      const headers = servedHeaders(file);
      ctx.set("Content-Type", headers.contentType);
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Content-Security-Policy", "default-src 'none'; sandbox");
      ctx.set("Content-Disposition", headers.contentDisposition);
      ctx.set("Cache-Control", headers.cacheControl);
      return;
    }
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
  }
}

/**
 * An upload from before the pipeline is never sent as stored (it carries the owner's GPS
 * position): once moved, a permanent redirect to its largest size, which shows the placeholder
 * colour until the size is made; while the upgrade has yet to move it, a short "try again".
 */
async function redirectOldUpload(ctx: Koa.Context, state: OldUploadState | null): Promise<void> {
  if (state?.status === "adopted") {
    ctx.status = 301;
    // The target's name is random and never reused, so the redirect may be kept as long.
    ctx.set("Cache-Control", "public, max-age=31536000, immutable");
    ctx.redirect(state.newUrl);
    return;
  }
  ctx.set("Cache-Control", "no-store");
  if (state?.status === "waiting") {
    ctx.status = 503;
    ctx.set("Retry-After", "5");
    ctx.body = "This photo is being moved; try again in a few seconds.";
    return;
  }
  ctx.status = 404;
  ctx.body = "Not Found";
}
