import type { ReportReason } from "../../src/modules/reports/index.js";

/**
 * Freshness and moderation in the seed (decision 13), by listing title. Listings not named here
 * were confirmed when listed, or about 45 days later when they are older than that, so they are
 * fresh. These were last confirmed this many days ago: over 60 is expired (out of search, the
 * page keeps a notice); 56 is within the 7 days in which `cli expire-listings` mails a link.
 */
export const LAST_CONFIRMED_DAYS_AGO: Record<string, number> = {
  "4 Bedroom House in Roman Ridge": 71,
  "Family House in Bantama": 80,
  "2 Bedroom Condo on Beach Road, Takoradi": 74,
  "Plot of Land on the Ho–Accra Road": 64,
  "3 Bedroom House in Lamashegu": 56,
};

export interface ReportSeed {
  reason: ReportReason;
  note: string | null;
}

/** Open reports, each from a different visitor: three take a listing out of search until reviewed. */
export const OPEN_REPORTS: Record<string, ReportSeed[]> = {
  "Plot of Land in Jisonayili": [
    { reason: "scam", note: "The caller asked for a deposit by mobile money before any viewing." },
    { reason: "scam", note: "The same plot was offered to my brother by another seller." },
    { reason: "other", note: "The allocation papers shown do not match the site plan." },
  ],
  "2 Bedroom Apartment in Community 11, Tema": [
    { reason: "wrong-price", note: "The agent quoted two years' advance at a higher rent." },
  ],
};
