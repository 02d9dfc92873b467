import { REASON_REQUIRED, type ViewingAction } from "#modules/viewings/viewings.rules.js";
import { fieldErrorsOf } from "../../lib/api.js";
import type { ViewingJson } from "../../queries/viewings.js";
import { Button } from "../ui/button.js";
import { FormAlert } from "../ui/form-alert.js";
import {
  AnswerForm,
  type AnswerPost,
  ProposeTimeField,
  useProposal,
  useReasonCheck,
} from "./answer-forms.js";
import { ReasonInput } from "./reason-input.js";
import { refusalOf } from "./viewing-refusal.js";
import { shortTime } from "./viewing-times.js";

const sameTime = (a: string, b: string | null) =>
  b !== null && new Date(a).getTime() === new Date(b).getTime();

/**
 * The lister's answers on the mailed link's page, one form each, from the actions the server
 * allows now: a confirm per time (the time whose link was tapped first, and marked), another
 * time, a decline (its reason needed on a new request), a cancellation of a confirmed viewing.
 */
export function Answers({
  viewing: v,
  post,
  chosen,
  now,
  error,
}: {
  viewing: ViewingJson;
  post: AnswerPost;
  chosen: string | null;
  now: Date;
  error: unknown;
}) {
  const proposal = useProposal();
  const decline = useReasonCheck(v.status === "requested" ? REASON_REQUIRED : null);
  const cancel = useReasonCheck(null);
  const has = (action: ViewingAction) => v.actions.includes(action);
  const picked = v.times.find((t) => sameTime(t, chosen)) ?? null;
  const times = picked ? [picked, ...v.times.filter((t) => t !== picked)] : v.times;
  const serverField = (field: string) => fieldErrorsOf(error)[field]?.[0];
  const failure =
    error && !serverField("time") && !serverField("reason")
      ? refusalOf(error, "Your answer could not be saved. Please try again.")
      : null;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={failure} />
      {has("confirm")
        ? times.map((time, i) => (
            <AnswerForm key={time} post={post} action="confirm" className="flex flex-col gap-1">
              <input type="hidden" name="time" value={time} />
              {time === picked ? (
                <p className="text-xs font-semibold text-brand-800">
                  The time you chose in the e-mail
                </p>
              ) : null}
              <Button
                type="submit"
                variant={i === 0 ? "primary" : "outline"}
                disabled={post.pending}
                className="w-full"
              >
                {`Confirm ${shortTime(time)}`}
              </Button>
            </AnswerForm>
          ))
        : null}
      {has("propose") ? (
        <AnswerForm
          post={post}
          action="propose"
          check={proposal.check}
          className="flex flex-col gap-3"
        >
          <h2 className="text-lg font-semibold text-ink">Propose another time</h2>
          <ProposeTimeField
            now={now}
            chosen={proposal.time}
            onChoose={proposal.choose}
            error={proposal.error ?? serverField("time")}
          />
          <Button type="submit" variant="outline" disabled={post.pending} className="w-full">
            Propose this time
          </Button>
        </AnswerForm>
      ) : null}
      {has("decline") ? (
        <AnswerForm
          post={post}
          action="decline"
          check={decline.check}
          className="flex flex-col gap-3"
        >
          <h2 className="text-lg font-semibold text-ink">Decline</h2>
          <ReasonInput
            id="answer-decline-reason"
            name="reason"
            to="the visitor"
            required={v.status === "requested"}
            error={decline.error ?? serverField("reason")}
            onChange={decline.clear}
          />
          <Button type="submit" variant="danger" disabled={post.pending} className="w-full">
            Decline the request
          </Button>
        </AnswerForm>
      ) : null}
      {has("cancel") ? (
        <AnswerForm
          post={post}
          action="cancel"
          check={cancel.check}
          className="flex flex-col gap-3"
        >
          <h2 className="text-lg font-semibold text-ink">Cancel the viewing</h2>
          <ReasonInput
            id="answer-cancel-reason"
            name="reason"
            to="the visitor"
            required={false}
            error={cancel.error ?? serverField("reason")}
            onChange={cancel.clear}
          />
          <Button type="submit" variant="danger" disabled={post.pending} className="w-full">
            Cancel the viewing
          </Button>
        </AnswerForm>
      ) : null}
    </div>
  );
}
