import { badTextMessage, holdsBadText } from "../../shared/bad-text.js";
import { ValidationError } from "../../shared/errors.js";

/**
 * A rejection names its reason, which is mailed to the applicant or the owner and kept
 * with the decision. A few words at least, so "no" or "x" is not sent to a person as a reason.
 */
export const DECISION_REASON_MIN = 10;
export const DECISION_REASON_MAX = 500;

export const DECISION_REASON_MESSAGES = {
  required: "Give a reason for rejecting: it is e-mailed to them",
  unpublishRequired: "Give a reason for unpublishing: it is e-mailed to the owner",
  tooShort: `Reason must be at least ${DECISION_REASON_MIN} characters`,
  tooLong: `Reason must be at most ${DECISION_REASON_MAX} characters`,
  notText: "Reason must be text",
} as const;

/** The quick choices the admin's Reject dialog offers for an agent application. */
export const APPLICATION_REJECTION_REASONS = [
  "We could not verify your licence number.",
  "Your application needs more detail about your experience.",
  "We could not confirm your phone number or e-mail address.",
  "You are already registered as an agent on Ofie.",
] as const;

/** The quick choices the admin's Reject dialog offers for a listing submission. */
export const LISTING_REJECTION_REASONS = [
  "The photos belong to another listing on Ofie.",
  "The price or the details look wrong; please check them and submit again.",
  "We could not confirm the location or the digital address.",
  "This property is already listed on Ofie.",
] as const;

/**
 * The quick choices of the admin's Unpublish dialog for a reported listing, written to
 * its owner, who did not see the reports.
 */
export const REPORTED_LISTING_UNPUBLISH_REASONS = [
  "Several people reported this listing as a scam, and we could not confirm it.",
  "The property is no longer available.",
  "The price or details were wrong and were not corrected.",
  "This listing duplicates another one on Ofie.",
] as const;

/**
 * The message for a reason as typed, or null when it is acceptable (the forms use this too).
 * `required`: what to say when it is blank, or null when a blank reason is no reason.
 */
export function reasonProblem(reason: string, required: string | null): string | null {
  const text = reason.trim();
  if (text.length === 0) return required;
  if (text.length < DECISION_REASON_MIN) return DECISION_REASON_MESSAGES.tooShort;
  if (text.length > DECISION_REASON_MAX) return DECISION_REASON_MESSAGES.tooLong;
  return null;
}

/**
 * The reason sent with a decision: required to reject, optional to approve; trimmed, null when
 * none was given. Throws a 400 with a `reason` field message otherwise.
 */
export function decisionReason(decision: "approved" | "rejected", raw: unknown): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== "string") {
    throw ValidationError.single("reason", DECISION_REASON_MESSAGES.notText);
  }
  // Read by hand, not by validateInput: the rule every other text field gets there, which the
  // PostgreSQL server enforces with a 500 (a NUL in a rejection reason, found by the fuzz test).
  if (holdsBadText(raw)) throw ValidationError.single("reason", badTextMessage("reason"));
  const problem = reasonProblem(
    raw ?? "",
    decision === "rejected" ? DECISION_REASON_MESSAGES.required : null,
  );
  if (problem) throw ValidationError.single("reason", problem);
  const text = (raw ?? "").trim();
  return text.length > 0 ? text : null;
}
