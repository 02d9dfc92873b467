import {
  RELISTING_DECISION_REASONS,
  RELISTING_MESSAGES,
  type RelistingDecision,
} from "#modules/relistings/relistings.rules.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useRelistingDecision } from "../../queries/relistings.js";
import { RelistingEvidence } from "../relistings/relisting-evidence.js";
import { AdminList } from "./admin-list.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { ReasonField, useReasonDialog } from "./reason-field.js";

/**
 * Re-listing links a listing's owner or agent disputed (decision 102), oldest first: the
 * evidence, their reason, and the admin's Uphold or Remove, each for a reason they read.
 */
export function DisputedRelistings({ links }: { links: Json<RelistingLink>[] | undefined }) {
  return (
    <AdminList title="Disputed re-listings" items={links} empty="No disputed re-listings">
      {(link) => <DisputedRelisting key={link.id} link={link} />}
    </AdminList>
  );
}

function DisputedRelisting({ link }: { link: Json<RelistingLink> }) {
  const decide = useRelistingDecision();
  return (
    <li className="flex flex-col gap-3 py-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            <a className="underline" href={`/properties/${link.propertyId}`}>
              {link.title}
            </a>
          </p>
          <p className="text-muted">
            Disputed{" "}
            {link.disputedAt ? (
              <time dateTime={link.disputedAt}>{formatDate(link.disputedAt)}</time>
            ) : null}
            : {link.disputeReason}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DecisionDialog link={link} decision="upheld" decide={decide} />
          <DecisionDialog link={link} decision="removed" decide={decide} />
        </div>
      </div>
      <RelistingEvidence link={link} />
    </li>
  );
}

const WORDS: Record<
  RelistingDecision,
  { button: string; named: string; title: string; effect: string }
> = {
  upheld: {
    button: "Uphold",
    named: "the link of",
    title: "Uphold the link of",
    effect:
      "Visitors see the earlier listing and its days on the market again; it cannot be disputed again.",
  },
  removed: {
    button: "Remove link",
    named: "of",
    title: "Remove the link of",
    effect: "Visitors no longer see the earlier listing, and its days no longer count.",
  },
};

function DecisionDialog({
  link,
  decision,
  decide,
}: {
  link: Json<RelistingLink>;
  decision: RelistingDecision;
  decide: ReturnType<typeof useRelistingDecision>;
}) {
  const words = WORDS[decision];
  const { open, onOpenChange, reason, outcome } = useReasonDialog(
    RELISTING_MESSAGES.decisionRequired,
  );
  const confirm = () => {
    if (!reason.check()) return;
    decide.mutate({ link, decision, reason: reason.value.trim() }, outcome);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={decide.isPending}
      danger={decision === "removed"}
      trigger={
        <>
          {words.button}
          <span className="sr-only">
            {" "}
            {words.named} {link.title}
          </span>
        </>
      }
      title={`${words.title} ${link.title}?`}
      description={`${words.effect} The owner or agent reads the reason below in Manage Listings.`}
      confirmLabel={words.button}
      pendingLabel="Saving..."
      onConfirm={confirm}
    >
      <ReasonField
        reason={reason}
        choices={RELISTING_DECISION_REASONS[decision]}
        label="Reason (shown to the owner or agent)"
      />
    </ConfirmDialog>
  );
}
