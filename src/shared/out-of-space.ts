/**
 * Failures that mean the server's storage is full (decision 76), as opposed to anything the
 * sender did: the request may succeed once space is freed, so it answers 507, never 400 or 500.
 * Written once for every place that writes: Node's file system (ENOSPC, EDQUOT for a quota),
 * PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file"), which both the server and
 * the embedded PGlite answer, found on TypeORM's driverError or an error's cause.
 */
const CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);

export const OUT_OF_SPACE_MESSAGE = "The server is out of storage space. Please try again later.";

export function isOutOfSpace(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, driverError, cause } = error as {
    code?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === "string" && CODES.has(code)) return true;
  return isOutOfSpace(driverError, depth + 1) || isOutOfSpace(cause, depth + 1);
}

/** A write found the storage full (a temp file shorter than what was received, say). */
export class OutOfSpaceError extends Error {
  readonly code = "ENOSPC";
  constructor(what: string) {
    super(`${what}: no space left on the device`);
    this.name = "OutOfSpaceError";
  }
}
