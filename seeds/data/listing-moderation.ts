import type { FeeKind, ReportReason } from "../../src/modules/reports/index.js";

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

export interface FeeReportSeed {
  kind: FeeKind;
  /** GH₵. */
  amount: string;
  note: string | null;
  /** Upheld by the team (it counts on the agent's page), or still open in the admin's queue. */
  upheld: boolean;
}

/**
 * Fees asked that the listing did not show (decision 100), each from a different person. Kwame
 * Asante's two upheld viewing fees show on his page as "2 renters reported a viewing fee of about
 * GH₵50"; one listing which says it has no viewing fee is among them.
 */
export const FEE_REPORTS: Record<string, FeeReportSeed[]> = {
  "1 Bedroom Apartment in Okponglo": [
    {
      kind: "viewing",
      amount: "50",
      note: "The listing says no viewing fee, but the agent asked GH₵50 before showing the room.",
      upheld: true,
    },
  ],
  "2 Bedroom Condo in Achimota": [{ kind: "viewing", amount: "50", note: null, upheld: true }],
  "3 Bedroom Apartment near Korle Bu": [
    {
      kind: "viewing",
      amount: "100",
      note: "Asked for GH₵100 by mobile money to book a viewing.",
      upheld: false,
    },
  ],
};
