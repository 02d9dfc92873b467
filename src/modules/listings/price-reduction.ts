/** A card says "Reduced" for this long after the price last went down (decision 99). */
export const REDUCED_BADGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a price cut at `reducedAt` is recent enough for the card's badge. */
export function recentlyReduced(reducedAt: Date | null, now: Date): boolean {
  return reducedAt !== null && now.getTime() - reducedAt.getTime() < REDUCED_BADGE_DAYS * DAY_MS;
}
