const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Decision 26. A shopper on a phone stays signed in while they keep coming back within a week,
 * and signs in again after 30 days whatever happens; admin rights follow ASVS L2's strict
 * re-authentication: 30 minutes idle or 12 hours after the admin login.
 */
export const SESSION_LIMITS = {
  userIdleMs: 7 * DAY_MS,
  userAbsoluteMs: 30 * DAY_MS,
  adminIdleMs: 30 * MINUTE_MS,
  adminAbsoluteMs: 12 * HOUR_MS,
} as const;

/** Last-seen is written at most once a minute, not on every request. */
export const SEEN_AT_GRANULARITY_MS = MINUTE_MS;

interface Stamps {
  isAdmin?: boolean;
  createdAt?: number;
  seenAt?: number;
  adminSince?: number;
}

/**
 * What has run out at `now`: the whole session, only its admin rights, or nothing. A signed-in
 * session without stamps predates them and counts as expired: one more sign-in, then it has them.
 */
export function expiredPart(stamps: Stamps, now: number): "session" | "admin" | null {
  const { createdAt, seenAt, adminSince } = stamps;
  if (createdAt === undefined || seenAt === undefined) return "session";
  if (now - createdAt > SESSION_LIMITS.userAbsoluteMs) return "session";
  if (now - seenAt > SESSION_LIMITS.userIdleMs) return "session";
  if (!stamps.isAdmin) return null;
  if (adminSince === undefined) return "admin";
  if (now - adminSince > SESSION_LIMITS.adminAbsoluteMs) return "admin";
  if (now - seenAt > SESSION_LIMITS.adminIdleMs) return "admin";
  return null;
}
