import { ApiError } from "../../lib/api.js";

export const SIGNED_OUT_MESSAGE = "You are signed out: sign in again, then send it once more.";

/**
 * What to say when the server refused a viewing's request or action: its own sentence for a
 * refusal (403 an unproved e-mail, 409 a state that no longer allows it, 429 a limit), a plain
 * one for a 401 (whose body only says "Unauthorized"), else `fallback` (a failure of ours or of
 * the network, worth trying again).
 */
export function refusalOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  if (error.status === 401) return SIGNED_OUT_MESSAGE;
  const body = error.body as { message?: unknown } | null;
  return body && typeof body.message === "string" && body.message.trim() ? body.message : fallback;
}
