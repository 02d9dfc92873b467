import { fileTypeFromBuffer } from "file-type/core";
import type { FieldErrors } from "./errors.js";
import type { ImageProbe, VideoCleaner } from "./ports.js";
import {
  type AcceptedUpload,
  UPLOAD_FORMATS,
  type UploadedFile,
  type UploadKind,
  type UploadRule,
} from "./uploads.js";

export type UploadProblem =
  | "too_large"
  | "wrong_type"
  | "too_many_pixels"
  | "too_long"
  | "unavailable";

export type UploadCheck =
  | { ok: true; upload: AcceptedUpload }
  | { ok: false; problem: UploadProblem };

/** What looks into the content beyond its type, and what pays for looking. */
export interface UploadTools {
  /** Reads a picture's header, then decodes it; without it a picture is taken by its type alone. */
  images?: ImageProbe;
  /** Without it no video is taken: one would be kept with its metadata. */
  videos?: VideoCleaner;
  /**
   * Charges the pixels about to be decoded to whoever sent them, counted from the headers;
   * throws (RateLimitedError) past their allowance, and then nothing is decoded.
   */
  spendPixels?: (pixels: number) => Promise<void>;
}

/** A file that passed what its size, bytes and header say: nothing of it decoded yet. */
interface Inspected {
  upload: AcceptedUpload;
  /** Its pixels as the budgets count them: times its format's weight. */
  pixels: number;
}

type InspectedRule = Pick<
  UploadRule,
  "kinds" | "maxBytes" | "maxPixels" | "maxAspectRatio" | "pixelWeights"
>;

type Inspection = { ok: true; file: Inspected } | { ok: false; problem: UploadProblem };

/**
 * Checks size first (so an oversized file is never read), then the real type by its magic bytes,
 * then, for pictures, what the header declares: their pixels and their shape. `maxPixels` bounds
 * the memory one decode takes, so it counts pixels as they are; the budgets count them weighted.
 */
async function inspect(
  file: UploadedFile,
  rule: InspectedRule,
  probe: ImageProbe | undefined,
): Promise<Inspection> {
  if (file.size > rule.maxBytes) return { ok: false, problem: "too_large" };
  const content = await file.read();
  if (content.length > rule.maxBytes) return { ok: false, problem: "too_large" };
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (!detected || !UPLOAD_FORMATS[rule.kinds].includes(detected.ext)) {
    return { ok: false, problem: "wrong_type" };
  }
  const upload = {
    originalName: file.originalName,
    content,
    extension: detected.ext,
    mime: detected.mime,
  };
  if (rule.kinds === "video" || !probe) return { ok: true, file: { upload, pixels: 0 } };
  const size = await probe.dimensions(content);
  if (!size) return { ok: false, problem: "wrong_type" };
  const pixels = size.width * size.height;
  if (rule.maxPixels && pixels > rule.maxPixels) return { ok: false, problem: "too_many_pixels" };
  const [short, long] = [size.width, size.height].sort((a, b) => a - b) as [number, number];
  // A strip the photo sizes could never be made of (WebP stops at 16383 px a side): refused
  // now rather than kept as a broken photo.
  if (rule.maxAspectRatio && long > short * rule.maxAspectRatio) {
    return { ok: false, problem: "too_long" };
  }
  const weight = rule.pixelWeights?.[detected.ext] ?? 1;
  return { ok: true, file: { upload, pixels: pixels * weight } };
}

/** The costly part, once the headers passed: a picture must decode, a video loses its metadata. */
async function finish(
  file: Inspected,
  kinds: UploadKind,
  tools: UploadTools,
): Promise<UploadCheck> {
  const { upload } = file;
  if (kinds === "video") {
    if (!tools.videos) return { ok: false, problem: "unavailable" };
    const stripped = await tools.videos.strip(upload.content, upload.extension);
    if (!stripped.ok) {
      return {
        ok: false,
        problem: stripped.problem === "unavailable" ? "unavailable" : "wrong_type",
      };
    }
    return { ok: true, upload: { ...upload, content: stripped.content } };
  }
  // A picture that cannot be drawn could never be shown: refused now, not stored broken.
  if (tools.images && !(await tools.images.decodes(upload.content))) {
    return { ok: false, problem: "wrong_type" };
  }
  return { ok: true, upload };
}

/** One file alone, through the same steps as a field's files. */
export async function checkUpload(
  file: UploadedFile,
  rule: InspectedRule,
  tools: UploadTools = {},
): Promise<UploadCheck> {
  const inspection = await inspect(file, rule, tools.images);
  if (!inspection.ok) return inspection;
  if (inspection.file.pixels > 0) await tools.spendPixels?.(inspection.file.pixels);
  return finish(inspection.file, rule.kinds, tools);
}

/**
 * Checks every file of one form field; problems come back as that field's messages, once each.
 * Every header is read before any picture is decoded: a field refused by its sizes, types or
 * pixels costs no decoding, and the pixels to decode are charged to the sender first.
 */
export async function checkUploads(
  field: string,
  files: readonly UploadedFile[],
  rule: UploadRule,
  tools: UploadTools = {},
): Promise<{ accepted: AcceptedUpload[]; errors: FieldErrors }> {
  const messages = new Set<string>();
  if (files.length > rule.maxCount) messages.add(rule.messages.tooMany);
  const inspected: Inspected[] = [];
  for (const file of files.slice(0, rule.maxCount)) {
    const inspection = await inspect(file, rule, tools.images);
    if (inspection.ok) inspected.push(inspection.file);
    else messages.add(messageOf(inspection.problem, rule));
  }
  const pixels = inspected.reduce((sum, file) => sum + file.pixels, 0);
  if (rule.maxTotalPixels && pixels > rule.maxTotalPixels) {
    messages.add(rule.messages.tooManyPixelsTogether ?? messageOf("too_many_pixels", rule));
  }
  if (messages.size > 0) return { accepted: [], errors: { [field]: [...messages] } };

  if (pixels > 0) await tools.spendPixels?.(pixels);
  const accepted: AcceptedUpload[] = [];
  for (const file of inspected) {
    const check = await finish(file, rule.kinds, tools);
    if (check.ok) accepted.push(check.upload);
    else messages.add(messageOf(check.problem, rule));
  }
  return { accepted, errors: messages.size > 0 ? { [field]: [...messages] } : {} };
}

function messageOf(problem: UploadProblem, rule: UploadRule): string {
  const { messages } = rule;
  switch (problem) {
    case "too_large":
      return messages.tooLarge;
    case "too_many_pixels":
      return messages.tooManyPixels ?? messages.tooLarge;
    case "too_long":
      return messages.tooLong ?? messages.wrongType;
    case "unavailable":
      return messages.unavailable ?? messages.wrongType;
    case "wrong_type":
      return messages.wrongType;
  }
}
