import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  FEE_NOT_SHOWN,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "#modules/reports/reports.types.js";
import { apiRequest, fieldErrorsOf } from "../../lib/api.js";
import { reportsUrl } from "../../queries/reports.js";
import { toast } from "../../toast/toast-store.js";
import { Button, buttonClass } from "../ui/button.js";
import { Field, Textarea } from "../ui/field.js";
import { LazyDialog, useLazyDialog } from "../ui/lazy-dialog.js";
import { ScriptForm } from "../ui/script-form.js";
import { type ReportedFee, ReportedFeeFields } from "./reported-fee-fields.js";

const NO_FEE: ReportedFee = { feeKind: "", feeAmount: "" };

/**
 * Any visitor may report a listing (decision 13): a reason and a note, in a dialog (focus kept
 * inside, Escape closes) whose code loads on first open (decision 24). A fee not shown adds the
 * fee's kind and amount (decision 100).
 */
export function ReportListingDialog({ propertyId, title }: { propertyId: number; title: string }) {
  const { setOpen, triggerProps, panelProps } = useLazyDialog();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [fee, setFee] = useState<ReportedFee>(NO_FEE);
  const askedFee = reason === FEE_NOT_SHOWN;
  const send = useMutation({
    mutationFn: () =>
      apiRequest("POST", reportsUrl(propertyId), { reason, note, ...(askedFee ? fee : {}) }),
    onSuccess: () => {
      setOpen(false);
      setReason("");
      setNote("");
      setFee(NO_FEE);
      toast({
        title: "Report sent",
        description: "Thank you. Our team will review this listing.",
      });
    },
  });
  const errors = fieldErrorsOf(send.error);
  const failed = send.isError && Object.keys(errors).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  return (
    <>
      <button
        {...triggerProps}
        onClick={() => setOpen(true)}
        className={buttonClass("ghost", "sm", "self-start")}
      >
        Report this listing
      </button>
      <LazyDialog
        {...panelProps}
        title="Report this listing"
        description={`What is wrong with "${title}"? Reports are anonymous.`}
        contentClassName="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none"
      >
        <ScriptForm className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.reason ? "report-reason-error" : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="h-4 w-4 accent-brand-700"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {errors.reason ? (
              <p id="report-reason-error" role="alert" className="text-sm text-danger">
                {errors.reason[0]}
              </p>
            ) : null}
          </fieldset>
          {askedFee ? <ReportedFeeFields value={fee} onChange={setFee} errors={errors} /> : null}
          <Field
            id="report-note"
            label="Details"
            hint="Required for 'Something else'; at most 1000 characters."
            error={errors.note?.[0]}
          >
            <Textarea
              id="report-note"
              value={note}
              maxLength={1000}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={errors.note ? true : undefined}
            />
          </Field>
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              The report could not be sent. Please try again.
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send report"}
            </Button>
          </div>
        </ScriptForm>
      </LazyDialog>
    </>
  );
}
