import { toast } from "../toast/toast-store.js";
import { ApiError } from "./api.js";

const FALLBACK = "Too many attempts. Please try again later.";

/**
 * The server's words for a 429 ("Too many attempts. Try again in 15 minutes."), or undefined
 * for any other failure. The spec's failure toasts say "try again", which would be wrong here.
 */
export function rateLimitMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const body = error.body;
  const message =
    typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() ? message : FALLBACK;
}

/** Toasts the 429 message and returns true when `error` is one; false otherwise. */
export function toastIfRateLimited(error: unknown): boolean {
  const message = rateLimitMessageOf(error);
  if (!message) return false;
  toast({ title: "Please wait", description: message, variant: "destructive" });
  return true;
}
