import { fileTypeFromBuffer } from "file-type/core";
import type { FieldErrors } from "./errors.js";
import type { FileStore, ImageProbe } from "./ports.js";

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
  messages: { wrongType: string; tooLarge: string; tooMany: string; tooManyPixels?: string };
}

/** A file whose content was read and recognised; `extension` comes from the bytes, not the name. */
export interface AcceptedUpload {
  originalName: string;
  content: Buffer;
  extension: string;
  mime: string;
}

export type UploadProblem = "too_large" | "wrong_type" | "too_many_pixels";

export type UploadCheck =
  | { ok: true; upload: AcceptedUpload }
  | { ok: false; problem: UploadProblem };

/**
 * Checks size first (so an oversized file is never read), then the real type by its magic bytes,
 * then, for pictures, that the probe can read them as one (no polyglots).
 */
export async function checkUpload(
  file: UploadedFile,
  rule: Pick<UploadRule, "kinds" | "maxBytes" | "maxPixels">,
  probe?: ImageProbe,
): Promise<UploadCheck> {
  if (file.size > rule.maxBytes) return { ok: false, problem: "too_large" };
  const content = await file.read();
  if (content.length > rule.maxBytes) return { ok: false, problem: "too_large" };
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (!detected || !UPLOAD_FORMATS[rule.kinds].includes(detected.ext)) {
    return { ok: false, problem: "wrong_type" };
  }
  if (rule.kinds !== "video" && probe) {
    const size = await probe.dimensions(content);
    if (!size) return { ok: false, problem: "wrong_type" };
    if (rule.maxPixels && size.width * size.height > rule.maxPixels) {
      return { ok: false, problem: "too_many_pixels" };
    }
    // A picture that cannot be drawn could never be shown: refused now, not stored broken.
    if (!(await probe.decodes(content))) return { ok: false, problem: "wrong_type" };
  }
  return {
    ok: true,
    upload: {
      originalName: file.originalName,
      content,
      extension: detected.ext,
      mime: detected.mime,
    },
  };
}

/** Checks every file of one form field; problems come back as that field's messages, once each. */
export async function checkUploads(
  field: string,
  files: readonly UploadedFile[],
  rule: UploadRule,
  probe?: ImageProbe,
): Promise<{ accepted: AcceptedUpload[]; errors: FieldErrors }> {
  const messages = new Set<string>();
  if (files.length > rule.maxCount) messages.add(rule.messages.tooMany);
  const accepted: AcceptedUpload[] = [];
  for (const file of files.slice(0, rule.maxCount)) {
    const check = await checkUpload(file, rule, probe);
    if (check.ok) accepted.push(check.upload);
    else messages.add(messageOf(check.problem, rule));
  }
  return { accepted, errors: messages.size > 0 ? { [field]: [...messages] } : {} };
}

function messageOf(problem: UploadProblem, rule: UploadRule): string {
  if (problem === "too_large") return rule.messages.tooLarge;
  if (problem === "too_many_pixels") return rule.messages.tooManyPixels ?? rule.messages.tooLarge;
  return rule.messages.wrongType;
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
