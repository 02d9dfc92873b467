import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { type AvailabilityAnswer, answerLabel } from "#modules/availability/availability.rules.js";
import { ApiError, apiRequest } from "../../lib/api.js";
import { formatDate } from "../../lib/format.js";
import { availabilityAnswerUrl, useAnswerLink } from "../../queries/availability.js";
import { Button } from "../ui/button.js";
import { Card, EmptyState } from "../ui/card.js";

export const INVALID_ANSWER_LINK_MESSAGE =
  "This answer link is invalid, or its listing is no longer published. Sign in to manage your listing from its page.";

/**
 * The page the lister's mailed answer link opens (decision 101). The link names the answer it
 * was (`?answer=yes` or `gone`), whose button comes first; only a button's POST answers (mail
 * scanners open links). Without JavaScript the form posts and the server redirects to the listing.
 */
export function AnswerAvailabilityForm({
  token,
  knownInvalid,
  chosen,
}: {
  token: string;
  knownInvalid: boolean;
  chosen: AvailabilityAnswer | null;
}) {
  const link = useAnswerLink(knownInvalid ? null : token);
  const answer = useMutation({
    mutationFn: (value: AvailabilityAnswer) =>
      apiRequest("POST", availabilityAnswerUrl(token), { answer: value }),
    onSuccess: (_response, value) => {
      window.location.assign(`/properties/${link.data?.propertyId}?availability=${value}`);
    },
  });
  const invalid = answer.error instanceof ApiError && answer.error.status === 404;
  if (knownInvalid || link.isError || invalid) {
    return (
      <EmptyState title="Link not valid" text={INVALID_ANSWER_LINK_MESSAGE}>
        <a href="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </EmptyState>
    );
  }
  if (!link.data) return <p aria-busy="true">Checking your link...</p>;
  const { title, listingType, askedAt, answeredAt, propertyId } = link.data;
  if (link.data.answer !== null) {
    return (
      <Card className="flex flex-col gap-4 p-6">
        <h1 className="text-2xl font-bold text-ink">Already answered</h1>
        <p className="text-ink">{title}</p>
        <p className="text-sm text-muted">
          {`This question was answered on ${formatDate(answeredAt)}: ${answerLabel(link.data.answer, listingType)}.`}
        </p>
        <a href={`/properties/${propertyId}`} className="font-semibold text-brand-700 underline">
          See the listing
        </a>
      </Card>
    );
  }
  const order: AvailabilityAnswer[] = chosen === "gone" ? ["gone", "yes"] : ["yes", "gone"];
  const submit = (value: AvailabilityAnswer) => (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(value);
  };
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold text-ink">Is your listing still available?</h1>
      <p className="text-ink">{title}</p>
      <p className="text-sm text-muted">{`A renter asked on ${formatDate(askedAt)}.`}</p>
      {order.map((value, i) => (
        <form
          key={value}
          method="post"
          action={availabilityAnswerUrl(token)}
          onSubmit={submit(value)}
        >
          <input type="hidden" name="answer" value={value} />
          <Button
            type="submit"
            variant={i === 0 ? (value === "yes" ? "primary" : "danger") : "outline"}
            disabled={answer.isPending}
            className="w-full"
          >
            {answerLabel(value, listingType)}
          </Button>
        </form>
      ))}
      {answer.isError && !invalid ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(answer.error)}
        </p>
      ) : null}
    </Card>
  );
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === "string") return body.message;
  }
  return "Your answer could not be saved. Please try again.";
}
