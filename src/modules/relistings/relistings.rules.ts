/**
 * `linked` when found; `disputed` when the listing's owner or agent says it is wrong; `upheld` or
 * `removed` once the admin has decided.
 */
export type RelistingState = "linked" | "disputed" | "upheld" | "removed";
export const RELISTING_STATES: readonly RelistingState[] = [
  "linked",
  "disputed",
  "upheld",
  "removed",
];

export const RELISTING_DECISIONS = ["upheld", "removed"] as const;
export type RelistingDecision = (typeof RELISTING_DECISIONS)[number];

/** Two listings of the same type and bedrooms this close are taken for the same place. */
export const RELISTING_RADIUS_METRES = 25;

/**
 * Earlier listings kept per signal and check, nearest first: enough evidence for the admin, and
 * a block of identical flats does not link a new one to every flat in it.
 */
export const RELISTING_CANDIDATES = 5;

/**
 * The links a visitor's history counts (days on the market, "Listed before on Ofie"): one nobody
 * has disputed, or one the admin upheld. A disputed link waits for the admin; a removed one is gone.
 */
export const COUNTED_STATES: readonly RelistingState[] = ["linked", "upheld"];

export const RELISTING_MESSAGES = {
  disputeRequired: "Say why this is not the same place: the Ofie team reads it before deciding",
  decisionRequired:
    "Give a reason for the decision: the owner or agent reads it in Manage Listings",
  decision: "Decision must be upheld or removed",
} as const;
