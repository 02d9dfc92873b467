import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { apiRequest } from "../../lib/api.js";
import { formatDate } from "../../lib/format.js";
import { confirmLinkUrl, useConfirmLink } from "../../queries/listing-freshness.js";
import { Button } from "../ui/button.js";
import { Card, EmptyState } from "../ui/card.js";

export const INVALID_LINK_MESSAGE =
  "This confirmation link is invalid or has already been used. Sign in to confirm your listing from its page.";

/**
 * The page a confirm link opens (decision 13). Only the button's POST confirms; without
 * JavaScript the form posts and the server answers with a redirect to the listing.
 */
export function ConfirmListingForm({
  token,
  knownInvalid,
}: {
  token: string;
  knownInvalid: boolean;
}) {
  const link = useConfirmLink(knownInvalid ? null : token);
  const confirm = useMutation({
    mutationFn: () => apiRequest("POST", confirmLinkUrl(token)),
    onSuccess: () => {
      const id = link.data?.propertyId;
      window.location.assign(`/properties/${id}?confirmed=1`);
    },
  });
  if (knownInvalid || link.isError || confirm.isError) {
    return (
      <EmptyState title="Link not valid" text={INVALID_LINK_MESSAGE}>
        <a href="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </EmptyState>
    );
  }
  if (!link.data) return <p aria-busy="true">Checking your link...</p>;
  const { title, expiresAt, freshness } = link.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold text-ink">Is your listing still available?</h1>
      <p className="text-ink">{title}</p>
      <p className="text-sm text-muted">
        {freshness === "expired"
          ? `It left the search results on ${formatDate(expiresAt)}.`
          : `It leaves the search results on ${formatDate(expiresAt)} unless you confirm it.`}
      </p>
      <form method="post" action={confirmLinkUrl(token)} onSubmit={submit}>
        <input type="hidden" name="confirm" value="1" />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Confirming..." : "Yes, it is still available"}
        </Button>
      </form>
    </Card>
  );
}
