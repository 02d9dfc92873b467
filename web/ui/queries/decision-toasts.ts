import type { Decision } from "#modules/agents/agents.types.js";
import type { ReportDecision } from "#modules/reports/reports.types.js";
import { ApiError } from "../lib/api.js";
import type { ToastMessage } from "../toast/toast-store.js";

export type DecisionKind = "application" | "listing";

type Toast = Omit<ToastMessage, "id" | "open">;

/** Each decision says what it did, naming whom it concerns. */
export function decisionToast(kind: DecisionKind, decision: Decision, subject: string): Toast {
  if (kind === "application") {
    return decision === "approved"
      ? { title: "Application approved", description: `${subject} is now a verified agent.` }
      : { title: "Application rejected", description: `${subject} has been told why.` };
  }
  return decision === "approved"
    ? { title: "Listing approved", description: `The owner of "${subject}" has been told.` }
    : { title: "Listing rejected", description: `The owner of "${subject}" has been told why.` };
}

/** A decision on a listing's reports, saying whether its owner was told. */
export function reportDecisionToast(decision: ReportDecision, title: string): Toast {
  if (decision.action === "dismiss") {
    return { title: "Reports dismissed", description: `"${title}" is back in search.` };
  }
  if (decision.action === "confirm-fees") {
    const reports = decision.closed === 1 ? "1 report" : `${decision.closed} reports`;
    const told = decision.ownerMailed ? " and its agent or owner has been told" : "";
    return {
      title: "Fee reports upheld",
      description: `${reports} of a fee not shown on "${title}" upheld; the listing stays up${told}.`,
    };
  }
  return {
    title: "Listing unpublished",
    description: decision.ownerMailed
      ? `The owner of "${title}" has been told why.`
      : `"${title}" has no agent or confirmed owner to e-mail; the reason is kept.`,
  };
}

/**
 * Where spec §8 only logged it, a failed decision says so, with the server's own message
 * when it sent one (a match with an agent, a decision already taken).
 */
export function decisionFailedToast(error: unknown): Toast {
  const body = error instanceof ApiError ? error.body : undefined;
  const message =
    typeof body === "object" && body !== null && "message" in body ? body.message : undefined;
  const said = typeof message === "string" && message !== "Validation failed" ? message : null;
  return {
    title: "Error",
    description: said ?? "The decision was not saved. Please try again.",
    variant: "destructive",
  };
}
