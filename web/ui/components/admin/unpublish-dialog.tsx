import {
  DECISION_REASON_MESSAGES,
  REPORTED_LISTING_UNPUBLISH_REASONS,
} from "#modules/admin/decision-reasons.rules.js";
import type { useReportDecision } from "../../queries/reports.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { ReasonField, useReasonDialog } from "./reason-field.js";

/**
 * Unpublish a reported listing: the dialog asks why, and that reason is kept, audited
 * and mailed to the listing's agent or owner. `decide` is the row's mutation, shared with
 * Dismiss, so neither can be sent while the other is on its way.
 */
export function UnpublishDialog({
  propertyId,
  title,
  decide,
}: {
  propertyId: number;
  title: string;
  decide: ReturnType<typeof useReportDecision>;
}) {
  const { open, onOpenChange, reason, outcome } = useReasonDialog(
    DECISION_REASON_MESSAGES.unpublishRequired,
  );
  const confirm = () => {
    if (!reason.check()) return;
    // The toast comes from useReportDecision; `outcome` runs only while the row is still listed.
    decide.mutate({ propertyId, action: "unpublish", reason: reason.value.trim(), title }, outcome);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={decide.isPending}
      danger
      trigger={
        <>
          Unpublish<span className="sr-only"> {title}</span>
        </>
      }
      title={`Unpublish ${title}?`}
      description="It leaves Ofie and its reports close. Its agent or owner is e-mailed the reason below. This cannot be undone."
      confirmLabel="Unpublish"
      pendingLabel="Unpublishing..."
      onConfirm={confirm}
    >
      <ReasonField
        reason={reason}
        choices={REPORTED_LISTING_UNPUBLISH_REASONS}
        label="Reason (sent to the owner)"
      />
    </ConfirmDialog>
  );
}
