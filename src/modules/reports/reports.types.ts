import { IsIn, IsString, MaxLength, ValidateBy, ValidateIf } from "class-validator";
import { DECISION_REASON_MESSAGES, IsDecisionReason } from "../admin/index.js";
import {
  FEE_AMOUNT,
  FEE_KIND_REQUIRED,
  FEE_KINDS,
  type FeeKind,
  type ReportedFee,
} from "./reported-fees.rules.js";

/** "Something else" stays last: the form lists the reasons in this order. */
export const REPORT_REASONS = [
  "scam",
  "let-or-sold",
  "wrong-price",
  "duplicate",
  "fee-not-shown",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reason that carries the fee's kind and amount (decision 100). */
export const FEE_NOT_SHOWN = "fee-not-shown" satisfies ReportReason;

/** How the reasons read on the property page's dialog and in the admin's queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fraud",
  "let-or-sold": "Already let or sold",
  "wrong-price": "Wrong price",
  duplicate: "Duplicate listing",
  "fee-not-shown": "I was asked for a fee not shown here",
  other: "Something else",
};

/** "Choose a reason: Scam or fraud, Already let or sold, … or Something else": the words the form shows. */
export const REPORT_REASON_REQUIRED = `Choose a reason: ${REPORT_REASONS.slice(0, -1)
  .map((r) => REPORT_REASON_LABELS[r])
  .join(", ")} or ${REPORT_REASON_LABELS.other}`;

/**
 * Dismiss: every open report closes, the listing is back. Unpublish: every open report is
 * upheld and the listing is gone. Confirm fees: only the open fee reports are upheld (the fee was
 * asked), the listing and its other reports stay as they are (decision 100).
 */
export const REPORT_ACTIONS = ["dismiss", "unpublish", "confirm-fees"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

const isFeeReport = (input: ReportListingInput) => input.reason === FEE_NOT_SHOWN;

/**
 * POST /api/properties/{id}/reports: a reason, and a note (required for "other"); a fee not
 * shown names its kind and amount, which any other reason leaves out.
 */
export class ReportListingInput {
  @IsIn(REPORT_REASONS, { message: REPORT_REASON_REQUIRED })
  reason: ReportReason;

  @ValidateIf((input: ReportListingInput) => input.reason === "other" || input.note !== undefined)
  @MaxLength(1000, { message: "Note must be at most 1000 characters" })
  @IsString({ message: "Please tell us what is wrong with this listing" })
  note?: string;

  @ValidateIf(isFeeReport)
  @IsIn(FEE_KINDS, { message: FEE_KIND_REQUIRED })
  feeKind?: FeeKind;

  @ValidateIf(isFeeReport)
  @ValidateBy({
    name: "feeAmount",
    validator: {
      validate: (value) => typeof value === "string" && FEE_AMOUNT.test(value),
      defaultMessage: () => FEE_AMOUNT.message,
    },
  })
  feeAmount?: string;
}

/**
 * PUT /api/admin/reports/{propertyId}. Unpublishing names its reason, which is kept, audited and
 * mailed to the listing's owner; a dismissal tells no one, so it takes none.
 */
export class DecideReportsInput {
  @IsIn(REPORT_ACTIONS, { message: "Action must be dismiss, unpublish or confirm-fees" })
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
  /** A fee not shown: what kind of fee was asked, and how much (GH₵, a numeric string). */
  feeKind: FeeKind | null;
  feeAmount: string | null;
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

/** GET /api/agents/{id}/reported-fees: the fees renters were asked and the team upheld. */
export interface AgentReportedFees {
  agentId: number;
  fees: ReportedFee[];
}
