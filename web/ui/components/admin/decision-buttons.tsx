import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import {
  APPLICATION_REJECTION_REASONS,
  DECISION_REASON_MAX,
  LISTING_REJECTION_REASONS,
  reasonProblem,
} from "#modules/admin/decision-reasons.rules.js";
import type { Decision } from "#modules/agents/agents.types.js";
import { fieldErrorsOf } from "../../lib/api.js";
import { type DecisionKind, useDecision } from "../../queries/admin.js";
import { Button, buttonClass } from "../ui/button.js";
import { Textarea } from "../ui/field.js";

const QUICK_REASONS: Record<DecisionKind, readonly string[]> = {
  application: APPLICATION_REJECTION_REASONS,
  listing: LISTING_REJECTION_REASONS,
};

/**
 * Approve and Reject for one pending item (issue 18): each opens a dialog that says what will
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = useDecision(kind);
  const reasonId = useId();
  const rejecting = decision === "rejected";
  const verb = rejecting ? "Reject" : "Approve";

  const onOpenChange = (next: boolean) => {
    if (decide.isPending) return;
    setOpen(next);
    if (!next) {
      setReason("");
      setError(null);
    }
  };
  const confirm = () => {
    const problem = rejecting ? reasonProblem(reason, true) : null;
    setError(problem);
    if (problem) return;
    decide.mutate(
      { id, status: decision, reason: rejecting ? reason.trim() : undefined, subject },
      {
        // The toast comes from useDecision; these run only while this item is still listed.
        onSuccess: () => setOpen(false),
        onError: (failure) => {
          const [fieldMessage] = fieldErrorsOf(failure).reason ?? [];
          if (fieldMessage) setError(fieldMessage);
          else setOpen(false);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={buttonClass(rejecting ? "danger" : "primary", "sm")}
        disabled={decide.isPending}
      >
        {verb}
        <span className="sr-only"> {subject}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold wrap-anywhere text-ink">
            {`${verb} ${subject}?`}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{children}</Dialog.Description>
          {rejecting ? (
            <div className="flex flex-col gap-2">
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-ink">Common reasons</legend>
                {QUICK_REASONS[kind].map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    aria-pressed={reason === choice}
                    onClick={() => {
                      setReason(choice);
                      setError(null);
                    }}
                    className="rounded-lg border border-gray-300 px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  >
                    {choice}
                  </button>
                ))}
              </fieldset>
              <label htmlFor={reasonId} className="text-sm font-medium text-ink">
                Reason (sent to {kind === "application" ? "the applicant" : "the owner"})
              </label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={DECISION_REASON_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${reasonId}-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
              {error ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm text-danger">
                  {error}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass("outline", "sm")} disabled={decide.isPending}>
              Cancel
            </Dialog.Close>
            <Button
              size="sm"
              variant={rejecting ? "danger" : "primary"}
              disabled={decide.isPending}
              onClick={confirm}
            >
              {decide.isPending ? (rejecting ? "Rejecting..." : "Approving...") : verb}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
