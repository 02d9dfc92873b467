/**
 * Listing freshness (decision 13): a listing is shown in search until `expiresAt`, set to
 * "confirmed + LISTING_TTL_DAYS" whenever its agent or owner confirms it is still available.
 */
export type Freshness = "fresh" | "expired";

export const DEFAULT_LISTING_TTL_DAYS = 60;
/** The confirm link is mailed once the listing is this close to expiring (or already expired). */
export const REMINDER_WINDOW_DAYS = 7;
/** This many distinct verified accounts with open counted reports (decision 43) take a listing out of search until reviewed. */
export const REPORT_THRESHOLD = 3;

/**
 * Search lists only listings still on offer: one let ("rented"), sold or pending keeps
 * its page with its status badge, but is not something a visitor can still take.
 */
export const SEARCHABLE_STATUS = "available";

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function freshnessAt(expiresAt: Date, now: Date): Freshness {
  return expiresAt.getTime() > now.getTime() ? "fresh" : "expired";
}

/** The state of a listing a visitor may see: the page stays, with a notice, whatever it is. */
export interface ListingVisibility {
  published: boolean;
  lastConfirmedAt: Date;
  expiresAt: Date;
  freshness: Freshness;
  /** Reported by REPORT_THRESHOLD or more people and not yet reviewed: out of search. */
  underReview: boolean;
}

export function visibilityOf(
  row: { published: boolean; lastConfirmedAt: Date; expiresAt: Date; openReportCount: number },
  now: Date,
): ListingVisibility {
  return {
    published: row.published,
    lastConfirmedAt: row.lastConfirmedAt,
    expiresAt: row.expiresAt,
    freshness: freshnessAt(row.expiresAt, now),
    underReview: row.openReportCount >= REPORT_THRESHOLD,
  };
}
