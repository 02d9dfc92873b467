import type { FileStore } from "./ports.js";

/** A file a door received (multipart form, CLI path…); its name and size are the sender's claims. */
export interface UploadedFile {
  originalName: string;
  size: number;
  read(): Promise<Buffer>;
}

export type UploadKind = "image" | "jpeg-png" | "video";

/**
 * Formats each kind accepts, as detected from the bytes: only what browsers display or
 * play. SVG is left out on purpose (it can carry script).
 */
export const UPLOAD_FORMATS: Record<UploadKind, readonly string[]> = {
  image: ["jpg", "png", "webp", "gif", "avif"],
  "jpeg-png": ["jpg", "png"],
  video: ["mp4", "m4v", "mov", "webm", "3gp"],
};

export interface UploadRule {
  kinds: UploadKind;
  maxBytes: number;
  maxCount: number;
  /** Pictures only: width × height at most this (decoding costs memory by the pixel). */
  maxPixels?: number;
  /** Pictures only: the longer side at most this many times the shorter. */
  maxAspectRatio?: number;
  /** Pictures only: one upload's pictures together at most this many pixels (CPU goes by the pixel). */
  maxTotalPixels?: number;
  /**
   * Pictures only: what a pixel of a format counts for in `maxTotalPixels` and the sender's
   * allowance (a slow format's more than one); a format not listed counts one.
   */
  pixelWeights?: Readonly<Record<string, number>>;
  messages: {
    wrongType: string;
    tooLarge: string;
    tooMany: string;
    tooManyPixels?: string;
    tooLong?: string;
    tooManyPixelsTogether?: string;
    /** Videos only: none can be taken, since nothing here can strip their metadata. */
    unavailable?: string;
  };
}

/** A file whose content was read and recognised; `extension` comes from the bytes, not the name. */
export interface AcceptedUpload {
  originalName: string;
  content: Buffer;
  extension: string;
  mime: string;
}

/**
 * Stores the uploads, then runs `work` with their URLs. If storing or the work fails,
 * the files already stored are removed, so a failed write leaves no orphan on disk.
 */
export async function withStoredUploads<T>(
  store: FileStore,
  uploads: readonly AcceptedUpload[],
  work: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls: string[] = [];
  try {
    for (const upload of uploads) {
      urls.push((await store.save(upload.content, upload.extension)).url);
    }
    return await work(urls);
  } catch (error) {
    await Promise.allSettled(urls.map((url) => store.remove(url)));
    throw error;
  }
}
