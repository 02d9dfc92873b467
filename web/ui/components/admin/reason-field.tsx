import { useId, useState } from "react";
import { DECISION_REASON_MAX, reasonProblem } from "#modules/admin/decision-reasons.rules.js";
import { fieldErrorsOf } from "../../lib/api.js";
import { Textarea } from "../ui/field.js";

export interface Reason {
  value: string;
  error: string | null;
  set: (value: string) => void;
  clear: () => void;
  /** Checks it by the server's rule, showing the problem on the field; true when it may be sent. */
  check: () => boolean;
  /** Shows the server's message for `reason` on the field; false when the failure had none. */
  showFailure: (failure: unknown) => boolean;
}

/**
 * A decision's reason as typed: checked here by the rule the server applies, so most
 * mistakes show before a request. `required` is the message for a blank one.
 */
export function useReason(required: string): Reason {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    set: (next) => {
      setValue(next);
      setError(null);
    },
    clear: () => {
      setValue("");
      setError(null);
    },
    check: () => {
      const problem = reasonProblem(value, required);
      setError(problem);
      return problem === null;
    },
    showFailure: (failure) => {
      const [message] = fieldErrorsOf(failure).reason ?? [];
      if (message) setError(message);
      return Boolean(message);
    },
  };
}

/**
 * A confirmation dialog that asks for a reason: whether it is open, the reason (cleared when it
 * closes), and `outcome`, the callbacks of the decision's mutate: a success closes the dialog; a
 * failure with a message for the reason shows it on the field and stays open, any other closes
 * it (its toast says what went wrong).
 */
export function useReasonDialog(required: string) {
  const [open, setOpen] = useState(false);
  const reason = useReason(required);
  return {
    open,
    reason,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) reason.clear();
    },
    outcome: {
      onSuccess: () => setOpen(false),
      onError: (failure: unknown) => {
        if (!reason.showFailure(failure)) setOpen(false);
      },
    },
  };
}

/**
 * Quick choices, the reason's textarea (labelled with whom it is sent to) and its error, tied to
 * the field for screen readers.
 */
export function ReasonField({
  reason,
  choices,
  label,
}: {
  reason: Reason;
  choices: readonly string[];
  label: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Common reasons</legend>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={reason.value === choice}
            onClick={() => reason.set(choice)}
            className="rounded-lg border border-gray-300 px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
          >
            {choice}
          </button>
        ))}
      </fieldset>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea
        id={id}
        value={reason.value}
        maxLength={DECISION_REASON_MAX}
        aria-invalid={reason.error ? true : undefined}
        aria-describedby={reason.error ? errorId : undefined}
        onChange={(event) => reason.set(event.target.value)}
      />
      {reason.error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {reason.error}
        </p>
      ) : null}
    </div>
  );
}
