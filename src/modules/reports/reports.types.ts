import { IsIn, IsString, MaxLength, ValidateIf } from "class-validator";
import { DECISION_REASON_MESSAGES, IsDecisionReason } from "../admin/index.js";

export const REPORT_REASONS = ["scam", "let-or-sold", "wrong-price", "duplicate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the reasons read on the property page's dialog and in the admin's queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fraud",
  "let-or-sold": "Already let or sold",
  "wrong-price": "Wrong price",
  duplicate: "Duplicate listing",
  other: "Something else",
};

/** "Choose a reason: Scam or fraud, Already let or sold, … or Something else": the words the form shows. */
export const REPORT_REASON_REQUIRED = `Choose a reason: ${REPORT_REASONS.slice(0, -1)
  .map((r) => REPORT_REASON_LABELS[r])
  .join(", ")} or ${REPORT_REASON_LABELS.other}`;

export const REPORT_ACTIONS = ["dismiss", "unpublish"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** POST /api/properties/{id}/reports: a reason, and a note (required for "other"). */
export class ReportListingInput {
  @IsIn(REPORT_REASONS, { message: REPORT_REASON_REQUIRED })
  reason: ReportReason;

  @ValidateIf((input: ReportListingInput) => input.reason === "other" || input.note !== undefined)
  @MaxLength(1000, { message: "Note must be at most 1000 characters" })
  @IsString({ message: "Please tell us what is wrong with this listing" })
  note?: string;
}

/**
 * PUT /api/admin/reports/{propertyId}. Unpublishing names its reason, which is kept, audited and
 * mailed to the listing's owner; a dismissal tells no one, so it takes none.
 */
export class DecideReportsInput {
  @IsIn(REPORT_ACTIONS, { message: "Action must be dismiss or unpublish" })
  action: ReportAction;

  @ValidateIf((input: DecideReportsInput) => input.action === "unpublish")
  @IsDecisionReason(DECISION_REASON_MESSAGES.unpublishRequired)
  reason?: string;
}

export interface ListingReport {
  id: number;
  propertyId: number;
  reason: ReportReason;
  note: string | null;
  /** Made by a signed-in account with a verified e-mail: only such reports hide a listing. */
  counted: boolean;
  createdAt: Date;
}

/** One listing of the moderation queue with its open reports, oldest first. */
export interface ReportedListing {
  propertyId: number;
  title: string;
  location: string;
  city: string;
  /**
   * Distinct verified accounts with an open report: REPORT_THRESHOLD of them take it out of
   * search. One account's second report is kept but counts once.
   */
  countedReporters: number;
  /** Open reports from visitors or accounts without a verified e-mail: shown, never counted. */
  anonymousReports: number;
  underReview: boolean;
  reports: ListingReport[];
}

export interface ReportDecision {
  propertyId: number;
  action: ReportAction;
  closed: number;
  published: boolean;
  /** Whether the listing's agent or owner was mailed the reason (an unpublished listing's only). */
  ownerMailed: boolean;
}

/** Whom to tell about a listing: its agent, else its owner (a verified account). */
export interface ListingContact {
  title: string;
  email: string;
  name: string | null;
}
