import {
  APPLICATION_REJECTION_REASONS,
  DECISION_REASON_MESSAGES,
  LISTING_REJECTION_REASONS,
} from "#modules/admin/decision-reasons.rules.js";
import type { Decision } from "#modules/agents/agents.types.js";
import { type DecisionKind, useDecision } from "../../queries/admin.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { ReasonField, useReasonDialog } from "./reason-field.js";

const QUICK_REASONS: Record<DecisionKind, readonly string[]> = {
  application: APPLICATION_REJECTION_REASONS,
  listing: LISTING_REJECTION_REASONS,
};

/**
 * Approve and Reject for one pending item: each opens a dialog that says what will
 * happen and asks to confirm; Reject also asks why, and that reason is mailed. The outcome shows
 * as a toast and the lists refresh in place.
 */
export function DecisionButtons({
  kind,
  id,
  subject,
  approveEffect,
}: {
  kind: DecisionKind;
  id: number;
  subject: string;
  /** What approving does, in a sentence (the dialog's description). */
  approveEffect: string;
}) {
  return (
    <div className="flex gap-2">
      <DecisionDialog kind={kind} id={id} subject={subject} decision="approved">
        {approveEffect}
      </DecisionDialog>
      <DecisionDialog kind={kind} id={id} subject={subject} decision="rejected">
        {kind === "application"
          ? `${subject} is e-mailed the reason below. This cannot be undone.`
          : "The owner is e-mailed the reason below. This cannot be undone."}
      </DecisionDialog>
    </div>
  );
}

function DecisionDialog({
  kind,
  id,
  subject,
  decision,
  children,
}: {
  kind: DecisionKind;
  id: number;
  subject: string;
  decision: Decision;
  children: string;
}) {
  const { open, onOpenChange, reason, outcome } = useReasonDialog(
    DECISION_REASON_MESSAGES.required,
  );
  const decide = useDecision(kind);
  const rejecting = decision === "rejected";
  const verb = rejecting ? "Reject" : "Approve";

  const confirm = () => {
    if (rejecting && !reason.check()) return;
    // The toast comes from useDecision; `outcome` runs only while this item is still listed.
    const sent = rejecting ? reason.value.trim() : undefined;
    decide.mutate({ id, status: decision, reason: sent, subject }, outcome);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={decide.isPending}
      danger={rejecting}
      trigger={
        <>
          {verb}
          <span className="sr-only"> {subject}</span>
        </>
      }
      title={`${verb} ${subject}?`}
      description={children}
      confirmLabel={verb}
      pendingLabel={rejecting ? "Rejecting..." : "Approving..."}
      onConfirm={confirm}
    >
      {rejecting ? (
        <ReasonField
          reason={reason}
          choices={QUICK_REASONS[kind]}
          label={`Reason (sent to ${kind === "application" ? "the applicant" : "the owner"})`}
        />
      ) : null}
    </ConfirmDialog>
  );
}
