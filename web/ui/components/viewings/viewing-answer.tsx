import { useEffect, useRef, useState } from "react";
import { VIEWING_ACTIONS, type ViewingAction } from "#modules/viewings/viewings.rules.js";
import { ApiError } from "../../lib/api.js";
import {
  useAnswerViewing,
  useViewingAnswerLink,
  viewingAnswerUrl,
  viewingOf,
} from "../../queries/viewings.js";
import { Card, EmptyState } from "../ui/card.js";
import { Answers } from "./answer-choices.js";
import type { AnswerPost } from "./answer-forms.js";
import { ViewingSummary } from "./viewing-summary.js";
import { VisitorContact } from "./visitor-contact.js";

export const INVALID_VIEWING_LINK_MESSAGE =
  "This link is not valid, or its viewing is no longer there. Sign in to see your viewings.";

/** What the page says once an answer is saved (with JavaScript, or `?done=` after a form post). */
export const ANSWER_DONE: Record<ViewingAction, string> = {
  confirm:
    "You confirmed the viewing. We have sent you both the time, the address and a calendar file.",
  propose: "You proposed another time. We have told the visitor.",
  decline: "You declined the request. We have told the visitor.",
  cancel: "You cancelled the viewing. We have told the visitor.",
  done: "You marked the viewing as done.",
  "no-show": "You reported that the visitor did not come.",
};

/**
 * What the page says when a form post without JavaScript was refused (`?refused=`): the server
 * names the action, not its reason, so the words cover both a state that moved on and a field
 * left out; the page below shows the viewing as it now is.
 */
export const ANSWER_REFUSED: Record<ViewingAction, string> = {
  confirm: "The viewing was not confirmed",
  propose: "Your other time was not sent",
  decline: "The request was not declined",
  cancel: "The viewing was not cancelled",
  done: "The viewing was not marked as done",
  "no-show": "The no-show was not reported",
};
const REFUSED_WHY =
  ": the viewing has changed since, or something was missing (a time, or a reason to decline). Here it is as it stands now.";

/** `?done=` as the server's redirect writes it; anything else says nothing. */
export function doneAction(value: string | undefined | null): ViewingAction | null {
  return VIEWING_ACTIONS.find((a) => a === value) ?? null;
}

/**
 * The page the lister's mailed link opens (`/viewings/answer/<token>?time=<ISO>`): the request,
 * one button per time (the mailed link's first and marked), another time, or a decline with its
 * reason. Reading it changes nothing (mail scanners open links); only a button's post answers.
 */
export function ViewingAnswer({
  token,
  knownInvalid,
  chosen,
  done,
  refused = null,
  now,
}: {
  token: string;
  /** The page's data found the link invalid: nothing is asked. */
  knownInvalid: boolean;
  /** `?time=`: the time whose link in the mail was tapped. */
  chosen: string | null;
  /** `?done=`: what a form post without JavaScript just did. */
  done: ViewingAction | null;
  /** `?refused=`: what a form post without JavaScript asked for and was refused. */
  refused?: ViewingAction | null;
  /** The page's render time (the slots of "propose" hydrate as the server wrote them). */
  now: Date;
}) {
  const link = useViewingAnswerLink(knownInvalid ? null : token);
  const answer = useAnswerViewing(token);
  const [answered, setAnswered] = useState<ViewingAction | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answered) notice.current?.focus();
  }, [answered]);
  const gone = answer.error instanceof ApiError && answer.error.status === 404;
  if (knownInvalid || link.isError || gone) {
    return (
      <EmptyState title="Link not valid" text={INVALID_VIEWING_LINK_MESSAGE}>
        <a href="/login?returnTo=%2Fviewings" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </EmptyState>
    );
  }
  if (!link.data) return <p aria-busy="true">Checking your link...</p>;
  const v = viewingOf(link.data);
  const said = answered ?? done;
  const post: AnswerPost = {
    url: viewingAnswerUrl(token),
    pending: answer.isPending,
    send: (body) => answer.mutate(body, { onSuccess: () => setAnswered(body.action) }),
  };
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h1 className="text-2xl font-bold text-ink">Viewing request</h1>
      {said ? (
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          {ANSWER_DONE[said]}
        </p>
      ) : null}
      {refused && !answered ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {`${ANSWER_REFUSED[refused]}${REFUSED_WHY}`}
        </p>
      ) : null}
      <a href={`/properties/${v.propertyId}`} className="font-semibold text-brand-700 underline">
        {v.title}
      </a>
      <ViewingSummary viewing={v} />
      <VisitorContact viewing={v} />
      <Answers viewing={v} post={post} chosen={chosen} now={now} error={answer.error} />
      {v.actions.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing here waits for your answer.{" "}
          <a href="/viewings" className="font-semibold text-brand-700 underline">
            See all your viewings
          </a>
        </p>
      ) : null}
    </Card>
  );
}
