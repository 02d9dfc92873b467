import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { type ViewingAction, viewingSlots } from "#modules/viewings/viewings.rules.js";
import { useHydrated } from "../../lib/hydrated.js";
import type { ViewingActionBody } from "../../queries/viewings.js";
import { TIME_REQUIRED } from "./action-steps.js";
import { reasonProblem } from "./reason-input.js";
import { SlotPicker } from "./slot-picker.js";
import { dayLabel, timeLabel } from "./viewing-times.js";

/** How an answer's form is sent: its action URL, and with JavaScript the JSON post instead. */
export interface AnswerPost {
  url: string;
  pending: boolean;
  send: (body: ViewingActionBody) => void;
}

/**
 * One answer as a real form (decision 101's rule, kept for viewings): it posts to the API
 * without JavaScript (its fields `action`, `time`, `reason`; the server answers 303 back to the
 * page with `?done=`), and with JavaScript sends the same fields as JSON and stays on the page.
 * `check` may refuse the fields first, with JavaScript only (the server checks them too).
 */
export function AnswerForm({
  post,
  action,
  check = () => true,
  className,
  children,
}: {
  post: AnswerPost;
  action: ViewingAction;
  check?: (body: ViewingActionBody) => boolean;
  className?: string;
  children: ReactNode;
}) {
  // Before the script runs the browser's own checks (a required reason) stand in for ours.
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const time = fields.get("time");
    const reason = fields.get("reason");
    const body: ViewingActionBody = {
      action,
      ...(typeof time === "string" && time ? { time } : {}),
      ...(typeof reason === "string" && reason.trim() ? { reason: reason.trim() } : {}),
    };
    if (check(body)) post.send(body);
  };
  return (
    <form
      method="post"
      action={post.url}
      noValidate={hydrated}
      onSubmit={submit}
      className={className}
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/**
 * "Propose another time": the booking sheet's chips with JavaScript (the chosen slot in a hidden
 * field), a plain list of every slot by day without it.
 */
export function ProposeTimeField({
  now,
  chosen,
  onChoose,
  error,
}: {
  now: Date;
  chosen: string | null;
  onChoose: (time: string | null) => void;
  error?: string;
}) {
  const hydrated = useHydrated();
  const slots = useMemo(() => viewingSlots(now), [now]);
  if (!hydrated) {
    return (
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Choose a time (Ghana time, GMT)
        <select name="time" required className="h-11 rounded-lg border border-gray-300 px-3">
          {slots.map((day) => (
            <optgroup key={day.date} label={dayLabel(day.date)}>
              {day.times.map((t) => (
                <option key={t} value={t}>{`${dayLabel(day.date)}, ${timeLabel(t)}`}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
    );
  }
  return (
    <>
      <SlotPicker
        idPrefix="answer-propose-"
        legend="Choose a time"
        slots={slots}
        chosen={chosen ? [chosen] : []}
        max={1}
        onChange={(next) => onChoose(next[0] ?? null)}
        error={error}
      />
      <input type="hidden" name="time" value={chosen ?? ""} />
    </>
  );
}

/** The propose form's chosen slot and its message, checked before the post. */
export function useProposal() {
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return {
    time,
    error,
    choose: (next: string | null) => {
      setTime(next);
      setError(undefined);
    },
    check: (body: ViewingActionBody) => {
      if (body.time) return true;
      setError(TIME_REQUIRED);
      return false;
    },
  };
}

/** A decline's or a cancellation's reason field, with its check by the server's rule. */
export function useReasonCheck(required: string | null) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    check: (body: ViewingActionBody) => {
      const problem = reasonProblem(body.reason ?? "", required);
      setError(problem);
      return problem === null;
    },
  };
}
