/**
 * The names the app gives the files it stores: a random 32-hex key, the photo width of a size the
 * pipeline made (decision 50), one short extension. Nothing else ever becomes a path or a key.
 */
export const STORED_FILE_NAME = /^[a-f0-9]{32}(?:-\d{3,4})?\.[a-z0-9]{1,8}$/;

/**
 * The one type each stored extension is served as. Files are named by the type sniffed from
 * their bytes, so this list is also the list of extensions /uploads will serve.
 */
export const SERVED_TYPES: Readonly<Record<string, string>> = {
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

/** A photo's size never changes under its random name: a phone keeps it for a year. */
const PHOTO_MAX_AGE = "public, max-age=31536000, immutable";
/** What koa-static has always said of a video. */
const FILE_MAX_AGE = "max-age=86400";

export interface ServedHeaders {
  contentType: string;
  cacheControl: string;
  /** Pictures inline; anything else downloads rather than opening as a document. */
  contentDisposition: "inline" | "attachment";
}

/**
 * The headers a stored file is sent with, by /uploads and by the bucket itself (its object
 * metadata, for visitors who fetch it from S3_PUBLIC_URL): the same wherever it is read.
 */
export function servedHeaders(name: string): ServedHeaders {
  const ext = name.slice(name.lastIndexOf(".") + 1);
  const contentType = Object.hasOwn(SERVED_TYPES, ext)
    ? (SERVED_TYPES[ext] as string)
    : "application/octet-stream";
  return {
    contentType,
    cacheControl: ext === "webp" ? PHOTO_MAX_AGE : FILE_MAX_AGE,
    contentDisposition: contentType.startsWith("image/") ? "inline" : "attachment",
  };
}
