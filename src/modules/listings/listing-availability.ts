/**
 * What a card and a page say about whether a listing is still on offer (decision 101): a recent
 * confirmation by its lister, or unanswered questions.
 */

/** "Availability confirmed N days ago" is shown for this many days after the confirmation. */
export const CONFIRMED_LINE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export type AvailabilitySignal =
  /** Confirmed by its lister `daysAgo` Ghana days ago (0 today), after the day it was listed. */
  | { state: "confirmed"; daysAgo: number }
  /** Renters' questions have gone unanswered past the time a lister is given. */
  | { state: "not-confirmed-recently" }
  | null;

/**
 * Days are counted on Ghana's calendar (UTC all year) by the server, which sends the number:
 * the browser writes the same words from it, so the page hydrates as it was rendered.
 * A confirmation within a day of listing is the listing's own ("Listed …" says it already).
 */
export function availabilitySignal(
  listing: { createdAt: Date; lastConfirmedAt: Date; unconfirmedFrom: Date | null },
  now: Date,
): AvailabilitySignal {
  if (listing.unconfirmedFrom && listing.unconfirmedFrom.getTime() <= now.getTime()) {
    return { state: "not-confirmed-recently" };
  }
  const confirmed = listing.lastConfirmedAt.getTime();
  if (confirmed - listing.createdAt.getTime() <= DAY_MS) return null;
  const daysAgo = Math.floor(now.getTime() / DAY_MS) - Math.floor(confirmed / DAY_MS);
  return daysAgo >= 0 && daysAgo < CONFIRMED_LINE_DAYS ? { state: "confirmed", daysAgo } : null;
}

/** "Availability confirmed today", "… yesterday", "… 2 days ago", or "Not confirmed recently". */
export function availabilityLine(signal: AvailabilitySignal | undefined): string | null {
  // Undefined: a listing served by an instance from before this signal, during a rolling deploy.
  if (!signal) return null;
  if (signal.state === "not-confirmed-recently") return "Not confirmed recently";
  const { daysAgo } = signal;
  const when = daysAgo === 0 ? "today" : daysAgo === 1 ? "yesterday" : `${daysAgo} days ago`;
  return `Availability confirmed ${when}`;
}
