import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { viewingSlots } from "#modules/viewings/viewings.rules.js";
import { Button } from "../ui/button.js";
import { ReasonInput, reasonProblem } from "./reason-input.js";
import { SlotPicker } from "./slot-picker.js";

export const TIME_REQUIRED = "Choose a time to propose";

/** A step opened by an action's button: it takes the focus, so a screen reader hears it open. */
function Step({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {children}
    </fieldset>
  );
}

function StepButtons({
  send,
  back,
  pending,
  danger = false,
  onSend,
  onBack,
}: {
  send: string;
  back: string;
  pending: boolean;
  danger?: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant={danger ? "danger" : "primary"} disabled={pending} onClick={onSend}>
        {pending ? "Sending..." : send}
      </Button>
      <Button variant="outline" onClick={onBack}>
        {back}
      </Button>
    </div>
  );
}

/** "Propose another time": one slot from the booking sheet's chips. */
export function ProposeStep(props: {
  idPrefix: string;
  now?: Date;
  pending: boolean;
  serverError?: string;
  onSend: (time: string) => void;
  onBack: () => void;
}) {
  const [now] = useState(() => props.now ?? new Date());
  const slots = useMemo(() => viewingSlots(now), [now]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    const [time] = chosen;
    if (time) props.onSend(time);
    else setError(TIME_REQUIRED);
  };
  return (
    <Step label="Propose another time">
      <SlotPicker
        idPrefix={props.idPrefix}
        legend="Choose a time"
        slots={slots}
        chosen={chosen}
        max={1}
        onChange={(next) => {
          setChosen(next);
          setError(undefined);
        }}
        error={error ?? props.serverError}
      />
      <StepButtons
        send="Send this time"
        back="Back"
        pending={props.pending}
        onSend={send}
        onBack={props.onBack}
      />
    </Step>
  );
}

/** A decline or a cancellation, with the reason the other side is told. */
export function ReasonStep(props: {
  id: string;
  kind: "decline" | "cancel";
  to: string;
  /** The message when no reason is given, or null when it is optional. */
  required: string | null;
  pending: boolean;
  serverError?: string;
  onSend: (reason: string) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    const problem = reasonProblem(reason, props.required);
    setError(problem);
    if (!problem) props.onSend(reason.trim());
  };
  const decline = props.kind === "decline";
  return (
    <Step label={decline ? "Decline" : "Cancel the viewing"}>
      <ReasonInput
        id={props.id}
        to={props.to}
        required={props.required !== null}
        value={reason}
        error={error ?? props.serverError}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      <StepButtons
        send={decline ? "Send decline" : "Cancel the viewing"}
        back={decline ? "Back" : "Keep it"}
        danger
        pending={props.pending}
        onSend={send}
        onBack={props.onBack}
      />
    </Step>
  );
}

/** A no-show is a mark against the other side: it is confirmed before it is sent. */
export function NoShowStep(props: {
  other: string;
  pending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  return (
    <Step label="Report a no-show">
      <p className="text-sm text-ink">
        {`Report that ${props.other} did not come? We tell them, and it cannot be undone.`}
      </p>
      <StepButtons
        send="Yes, report a no-show"
        back="Back"
        danger
        pending={props.pending}
        onSend={props.onSend}
        onBack={props.onBack}
      />
    </Step>
  );
}
