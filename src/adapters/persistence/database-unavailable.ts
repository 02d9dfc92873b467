/**
 * Errors that mean the database cannot be reached (stopped, restarting, network gone), as
 * opposed to a query it refused: the request may succeed once it is back, so it answers 503.
 * node-postgres raises socket errors with their errno code, its own timeouts and lost
 * connections with plain messages, and the server's shutdown with SQLSTATE class 08 / 57P0x.
 * TypeORM wraps a failed query and keeps the original as driverError. The pages' reads arrive
 * already marked with the shared DATABASE_UNAVAILABLE code (src/shared/database-unavailable.ts).
 */
import { hasDatabaseUnavailableCode } from "../../shared/database-unavailable.js";

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// 57014: a statement cancelled by the request bound (statement_timeout).
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Connection is not established",
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  if (hasDatabaseUnavailableCode(error)) return true;
  const { code, message, driverError, cause } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code))) return true;
  if (typeof code === "string" && code.startsWith("08")) return true;
  if (typeof message === "string" && MESSAGES.some((m) => message.includes(m))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
