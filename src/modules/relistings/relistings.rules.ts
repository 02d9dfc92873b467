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

/** How a link's state reads to the listing's owner or agent and to the admin. */
export const RELISTING_STATE_LABELS: Record<RelistingState, string> = {
  linked: "Shown to visitors",
  disputed: "Disputed: waiting for the Ofie team",
  upheld: "Upheld by the Ofie team",
  removed: "Removed by the Ofie team",
};

/** "12 m apart": a distance as the admin and the owner read it, to the metre. */
export function metresApart(metres: number): string {
  return `${Math.round(metres)} m apart`;
}

/** The quick choices of the admin's dialogs on a disputed link. */
export const RELISTING_DECISION_REASONS = {
  upheld: [
    "The photos show the same rooms as the earlier listing.",
    "The pin and the details match the earlier listing of this place.",
  ],
  removed: [
    "This is a different unit in the same building.",
    "The photo is a common picture (an estate's gate or show house), not this place.",
  ],
} as const;
