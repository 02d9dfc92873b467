import { createHash, randomBytes } from "node:crypto";

/**
 * Each alert mail carries its own random token; only its SHA-256 is stored, so a copy of the
 * database cannot unsubscribe anyone. A token is 32 random bytes: no need for a slow hash.
 */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashUnsubscribeToken(token) };
}

export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What a token looks like: anything else is refused before a database lookup. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
