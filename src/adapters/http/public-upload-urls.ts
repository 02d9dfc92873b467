import type Koa from "koa";
import type { AppConfig } from "../../config.js";

/** A stored upload's URL as the database keeps it, whatever holds the file (decision 58). */
const STORED_URL = /^\/uploads\/[a-f0-9]{32}(?:-\d{3,4})?\.[a-z0-9]{1,8}$/;

/**
 * The database keeps every upload as `/uploads/<name>`; with S3_PUBLIC_URL visitors fetch it from
 * `${publicUrl}/uploads/<name>` (a CDN in front of the bucket) instead of through the app. The
 * two are swapped at the doors only, so turning S3_PUBLIC_URL on or off rewrites nothing stored.
 */
export interface UploadUrls {
  /** Every stored upload URL in a JSON answer, at any depth, as visitors should fetch it. */
  toPublic<T>(value: T): T;
  /** Every public upload URL a visitor sent back (a photo to remove, a new order) as stored. */
  toStored<T>(value: T): T;
}

/** The swap S3_PUBLIC_URL asks for; undefined when visitors fetch uploads from the app. */
export function uploadUrlsOf(config: AppConfig): UploadUrls | undefined {
  return config.s3?.publicUrl ? uploadUrls(config.s3.publicUrl) : undefined;
}

export function uploadUrls(publicUrl: string): UploadUrls {
  const publicPrefix = `${publicUrl}/uploads/`;
  return {
    toPublic: (value) =>
      mapStrings(value, (text) => (STORED_URL.test(text) ? `${publicUrl}${text}` : text)),
    toStored: (value) =>
      mapStrings(value, (text) =>
        text.startsWith(publicPrefix) && STORED_URL.test(text.slice(publicUrl.length))
          ? text.slice(publicUrl.length)
          : text,
      ),
  };
}

/**
 * Around the API's routes: what a request sends (query and JSON body) read as stored, what the
 * answer carries shown as public.
 */
export function publicUploadUrls(urls: UploadUrls): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.querystring.includes("uploads")) ctx.query = urls.toStored(ctx.query);
    const request = ctx.request as { body?: unknown };
    if (request.body !== undefined) request.body = urls.toStored(request.body);
    await next();
    if (isJsonValue(ctx.body)) ctx.body = urls.toPublic(ctx.body);
  };
}

/** A copy of `value` with `map` applied to each string in its arrays and plain objects. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === "string") return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = mapStrings(item, map);
    return copy as T;
  }
  // Dates and other objects serialise as themselves (no upload URL in them).
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The bodies Koa sends as JSON; a stream, a buffer or text is left alone. */
function isJsonValue(body: unknown): boolean {
  return Array.isArray(body) || isPlainObject(body);
}
