import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { File } from "formidable";
import type { Context, Middleware } from "koa";
import { koaBody } from "koa-body";
import type { FieldErrors } from "../../shared/errors.js";
import { isOutOfSpace, OutOfSpaceError } from "../../shared/out-of-space.js";
import type { UploadedFile, UploadRule } from "../../shared/uploads.js";

/** The limits of each file field a route accepts; file fields not listed are dropped. */
export type FileFieldLimits = Record<
  string,
  Pick<UploadRule, "maxBytes" | "maxCount" | "messages">
>;

const MAX_TEXT_FIELDS = 100;
const MAX_TEXT_BYTES = 200 * 1024;
/** Formidable's "cannot create upload dir": our disk's fault, not the sender's. */
const CANNOT_CREATE_DIR = 1018;
const TOO_LARGE_CODES = new Set([1009, 1016]);
const TOO_MANY_FILES = 1015;
const TOO_MANY_FIELDS = new Set([1006, 1007]);

/**
 * Per-route multipart parsing (the app-wide body parser stays JSON-only). Files stream
 * to temp files under formidable's limits, named by formidable at random (the sender's file
 * name never reaches the disk), in `ctx.state.uploadTempDir` (the app's data folder) or the
 * system's; the route reads them with `uploadsOf` and every temp file, even a half-written
 * one, is deleted when the request ends, whatever happened. Oversized or malformed forms are
 * answered 413/400 with JSON here, so they never reach the route or become a 500.
 * https://github.com/node-formidable/formidable#options
 */
export function multipart(fields: FileFieldLimits): Middleware {
  const rules = Object.values(fields);
  const maxFiles = rules.reduce((sum, rule) => sum + rule.maxCount, 0);
  const maxFileSize = Math.max(...rules.map((rule) => rule.maxBytes));
  const maxTotalFileSize = rules.reduce((sum, rule) => sum + rule.maxBytes * rule.maxCount, 0);
  const names = Object.keys(fields);
  const onlyField = names.length === 1 ? names[0] : undefined;

  return async (ctx, next) => {
    if (!ctx.is("multipart")) return next();
    const declared = Number(ctx.get("content-length"));
    if (declared > maxTotalFileSize + MAX_TEXT_BYTES) {
      if (onlyField) return refuse(ctx, 413, fields[onlyField].messages.tooLarge, onlyField);
      return refuse(ctx, 413, "Uploaded files are too large");
    }

    const tempRoot: string = ctx.state.uploadTempDir ?? os.tmpdir();
    await fs.mkdir(tempRoot, { recursive: true });
    // A folder per request, removed whole: a form refused for too many files still has parts
    // formidable read before it stopped, and it opens their files after the refusal has been
    // answered. Inside a removed folder those opens fail instead of leaving files behind.
    const uploadDir = await fs.mkdtemp(path.join(tempRoot, "request-"));
    let currentField: string | undefined;
    // formidable lists each field's files as they finish writing; the sender's order (the cover
    // photo first) is the order in which they began.
    const began = new Map<string, number>();
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir,
        keepExtensions: false,
        maxFiles,
        maxFileSize,
        maxTotalFileSize,
        maxFields: MAX_TEXT_FIELDS,
        maxFieldsSize: MAX_TEXT_BYTES,
        // A browser sends an empty, unnamed part for a file input left blank; drop it later.
        allowEmptyFiles: true,
        minFileSize: 0,
        onFileBegin: (name, file) => {
          currentField = name;
          began.set(file.filepath, began.size);
        },
      },
    });
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      // formidable unlinks what it opened a moment later; we do it now, so a refusal leaves nothing.
      await removeFolder(uploadDir);
      if (isOutOfSpace(error) || isOutOfSpace(thrownValueOf(error))) {
        throw new OutOfSpaceError("an upload's temp file");
      }
      const rule =
        currentField && Object.hasOwn(fields, currentField) ? fields[currentField] : undefined;
      const answer = parseFailure(error, rule);
      if (!answer) throw error;
      return refuse(
        ctx,
        answer.status,
        answer.message,
        answer.aboutFile ? currentField : undefined,
      );
    }

    const received = inSentOrder(receivedFiles(ctx.request.files), began);
    try {
      await assertWrittenWhole(received);
      const kept = keptFiles(received, fields);
      for (const [name, files] of Object.entries(kept)) {
        const rule = fields[name];
        if (files.length > rule.maxCount) return refuse(ctx, 400, rule.messages.tooMany, name);
        if (files.some((file) => file.size > rule.maxBytes)) {
          return refuse(ctx, 413, rule.messages.tooLarge, name);
        }
      }
      ctx.state.uploads = toUploads(kept);
      await next();
    } finally {
      await removeFolder(uploadDir);
    }
  };
}

/**
 * formidable counts a file's bytes as they arrive and reports a write that fails at the file's
 * end (ENOSPC on a full disk) after the form has finished, when nobody listens: the route would
 * read a truncated temp file and refuse a good photo as "not an image". The file on disk must
 * hold every byte received.
 */
async function assertWrittenWhole(received: Record<string, File[]>): Promise<void> {
  for (const file of Object.values(received).flat()) {
    const written = await fs.stat(file.filepath).then(
      (stats) => stats.size,
      () => -1,
    );
    if (written !== file.size) throw new OutOfSpaceError("an upload's temp file");
  }
}

/**
 * koa-body turns a thrown value that is not an `Error` of its own realm into one whose message
 * is the value's JSON: a file system error from another realm (a test's VM context) arrives so.
 */
function thrownValueOf(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== "object") return undefined;
  try {
    return JSON.parse(error.message);
  } catch {
    return undefined;
  }
}

/** Retried while a file still being opened in it keeps the folder from going (ENOTEMPTY). */
async function removeFolder(folder: string): Promise<void> {
  await fs
    .rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 })
    .catch(() => undefined);
}

/** The checked files of one field, as the domain sees them. */
export function uploadsOf(ctx: Context, field: string): UploadedFile[] {
  const uploads = ctx.state.uploads as Record<string, UploadedFile[]> | undefined;
  return uploads?.[field] ?? [];
}

function parseFailure(
  error: unknown,
  rule: FileFieldLimits[string] | undefined,
): { status: number; message: string; aboutFile?: boolean } | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return undefined; // a system error (disk full…), not the sender's
  if (code === CANNOT_CREATE_DIR) return undefined;
  if (typeof code === "number" && TOO_LARGE_CODES.has(code)) {
    if (rule) return { status: 413, message: rule.messages.tooLarge, aboutFile: true };
    return { status: 413, message: "Uploaded files are too large" };
  }
  if (code === TOO_MANY_FILES) {
    if (rule) return { status: 413, message: rule.messages.tooMany, aboutFile: true };
    return { status: 413, message: "Too many files uploaded" };
  }
  if (typeof code === "number" && TOO_MANY_FIELDS.has(code)) {
    return { status: 413, message: "The form has too many or too large fields" };
  }
  return { status: 400, message: "Malformed multipart form" };
}

function refuse(ctx: Context, status: number, message: string, field?: string): void {
  // Discard what the sender is still uploading, then close, so the connection is not reused mid-body.
  ctx.req.resume();
  ctx.set("Connection", "close");
  const errors: FieldErrors | undefined = field ? { [field]: [message] } : undefined;
  ctx.status = status;
  ctx.body = errors ? { message, errors } : { message };
}

function receivedFiles(files: Record<string, File | File[]> | undefined): Record<string, File[]> {
  const result: Record<string, File[]> = {};
  for (const [name, value] of Object.entries(files ?? {})) {
    result[name] = Array.isArray(value) ? value : [value];
  }
  return result;
}

/** Files of the declared fields, without the empty unnamed part of a file input left blank. */
function keptFiles(
  received: Record<string, File[]>,
  fields: FileFieldLimits,
): Record<string, File[]> {
  const kept: Record<string, File[]> = {};
  for (const [name, files] of Object.entries(received)) {
    if (!Object.hasOwn(fields, name)) continue;
    kept[name] = files.filter((file) => file.size > 0 || file.originalFilename);
  }
  return kept;
}

function toUploads(kept: Record<string, File[]>): Record<string, UploadedFile[]> {
  const uploads: Record<string, UploadedFile[]> = {};
  for (const [name, files] of Object.entries(kept)) {
    uploads[name] = files.map((file) => ({
      originalName: file.originalFilename ?? "",
      size: file.size,
      read: () => fs.readFile(file.filepath),
    }));
  }
  return uploads;
}

/** Each field's files in the order the sender put them, by when each began to arrive. */
function inSentOrder(
  received: Record<string, File[]>,
  began: Map<string, number>,
): Record<string, File[]> {
  const order = (file: File) => began.get(file.filepath) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    Object.entries(received).map(([name, files]) => [
      name,
      [...files].sort((a, b) => order(a) - order(b)),
    ]),
  );
}
