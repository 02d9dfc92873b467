import { useState } from "react";
import { REASON_REQUIRED, type ViewingAction } from "#modules/viewings/viewings.rules.js";
import { fieldErrorsOf } from "../../lib/api.js";
import {
  useViewingAction,
  type ViewingActionBody,
  type ViewingJson,
} from "../../queries/viewings.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { FormAlert } from "../ui/form-alert.js";
import { NoShowStep, ProposeStep, ReasonStep } from "./action-steps.js";
import { refusalOf } from "./viewing-refusal.js";
import { otherSide } from "./viewing-status.js";
import { shortTime } from "./viewing-times.js";

/** What each action is called once it is done (the toast). */
export const ACTION_DONE: Record<ViewingAction, string> = {
  confirm: "Viewing confirmed",
  propose: "New time proposed",
  decline: "Request declined",
  cancel: "Viewing cancelled",
  done: "Marked as done",
  "no-show": "No-show reported",
};

type Step = "propose" | "decline" | "cancel" | "no-show" | null;

/**
 * One button per action the reader may take now (`viewing.actions`, the server's state table):
 * a confirm per time on the table, and the steps that need more (a time, a reason, a second
 * press for a no-show). Each sends PUT /api/viewings/{id}; the answered viewing replaces the
 * shown one wherever it is cached.
 */
export function ViewingActions({ viewing: v, now }: { viewing: ViewingJson; now?: Date }) {
  const act = useViewingAction(v.id);
  const [step, setStep] = useState<Step>(null);
  if (v.actions.length === 0) return null;
  const id = `viewing-${v.id}-`;
  const other = otherSide(v);
  const send = (body: ViewingActionBody) =>
    act.mutate(body, {
      onSuccess: () => {
        setStep(null);
        toast({ title: ACTION_DONE[body.action] });
      },
    });
  const fieldError = (field: "time" | "reason") => fieldErrorsOf(act.error)[field]?.[0];
  const failure =
    act.isError && !fieldError("time") && !fieldError("reason")
      ? refusalOf(act.error, "That could not be saved. Please try again.")
      : null;
  const open = (next: Step) => {
    act.reset();
    setStep(next);
  };
  const back = () => open(null);
  const has = (action: ViewingAction) => v.actions.includes(action);

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={failure} />
      {step === "propose" ? (
        <ProposeStep
          idPrefix={id}
          now={now}
          pending={act.isPending}
          serverError={fieldError("time")}
          onSend={(time) => send({ action: "propose", time })}
          onBack={back}
        />
      ) : step === "decline" || step === "cancel" ? (
        <ReasonStep
          id={`${id}reason`}
          kind={step}
          to={other}
          required={
            step === "decline" && v.role === "lister" && v.status === "requested"
              ? REASON_REQUIRED
              : null
          }
          pending={act.isPending}
          serverError={fieldError("reason")}
          onSend={(reason) => send({ action: step, ...(reason ? { reason } : {}) })}
          onBack={back}
        />
      ) : step === "no-show" ? (
        <NoShowStep
          other={other}
          pending={act.isPending}
          onSend={() => send({ action: "no-show" })}
          onBack={back}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {has("confirm")
            ? v.times.map((time) => (
                <Button
                  key={time}
                  disabled={act.isPending}
                  onClick={() => send({ action: "confirm", time })}
                >
                  {`Confirm ${shortTime(time)}`}
                </Button>
              ))
            : null}
          {has("propose") ? (
            <Button variant="outline" onClick={() => open("propose")}>
              Propose another time
            </Button>
          ) : null}
          {has("done") ? (
            <Button disabled={act.isPending} onClick={() => send({ action: "done" })}>
              Mark as done
            </Button>
          ) : null}
          {has("decline") ? (
            <Button variant="outline" onClick={() => open("decline")}>
              Decline
            </Button>
          ) : null}
          {has("cancel") ? (
            <Button variant="outline" onClick={() => open("cancel")}>
              Cancel viewing
            </Button>
          ) : null}
          {has("no-show") ? (
            <Button variant="outline" onClick={() => open("no-show")}>
              Report a no-show
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
