import { PHOTO_PIXEL_WEIGHTS, PHOTO_UPLOAD_MAX_SIDE } from "#modules/photos/photos.rules.js";
import type { SniffedFormat } from "./upload-sniff.js";

/**
 * A photo at most this heavy and within PHOTO_UPLOAD_MAX_SIDE goes as picked; a heavier one is
 * made again, aiming at this size: at 2048 px a JPEG of good quality takes a few hundred KB, and
 * the server's largest copy is 1600 px wide anyway, so more bytes would only cost mobile data.
 */
export const PHOTO_SEND_BYTES = 500 * 1024;
const QUALITY = 0.85;

/** The picture's sides, once decoded: a file that does not decode is not a picture. */
async function sidesOf(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

function jpegName(name: string): string {
  return `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;
}

/**
 * The photo to send: as picked when it is already small enough, otherwise scaled down to
 * PHOTO_UPLOAD_MAX_SIDE on its longest side, turned upright by its EXIF orientation and made a
 * JPEG (which every browser can encode). A format the server decodes slowly (AVIF, GIF) is always
 * made a JPEG: its pixels would count several times over in the upload's budget (decision 81).
 * Throws when the browser cannot decode the picture.
 */
export async function fitPhoto(file: File, format: SniffedFormat): Promise<File> {
  const { mime } = format;
  const slow = (PHOTO_PIXEL_WEIGHTS[format.ext] ?? 1) > 1;
  if (file.size <= PHOTO_SEND_BYTES && !slow) {
    const { width, height } = await sidesOf(file);
    if (Math.max(width, height) <= PHOTO_UPLOAD_MAX_SIDE) return file;
  }
  const { default: loaded } = await import("browser-image-compression");
  // Typed as CommonJS (its default is the module), bundled as ESM (its default is the function).
  const imageCompression: typeof loaded.default =
    typeof loaded === "function" ? loaded : loaded.default;
  // The library goes by the browser's guess of the type, which a missing extension leaves empty.
  const typed = file.type === mime ? file : new File([file], file.name, { type: mime });
  const smaller = await imageCompression(typed, {
    maxWidthOrHeight: PHOTO_UPLOAD_MAX_SIDE,
    maxSizeMB: PHOTO_SEND_BYTES / (1024 * 1024),
    initialQuality: QUALITY,
    fileType: "image/jpeg",
    // Its worker would fetch the library again from a CDN: the CSP refuses that, and so should
    // a phone on paid data.
    useWebWorker: false,
  });
  return new File([smaller], jpegName(file.name), {
    type: "image/jpeg",
    lastModified: file.lastModified,
  });
}
