import {
  RELISTING_MESSAGES,
  RELISTING_STATE_LABELS,
} from "#modules/relistings/relistings.rules.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import type { Json } from "../../lib/json.js";
import { useDisputeRelisting } from "../../queries/relistings.js";
import { ConfirmDialog } from "../admin/confirm-dialog.js";
import { ReasonField, useReasonDialog } from "../admin/reason-field.js";
import { RelistingEvidence } from "../relistings/relisting-evidence.js";

/**
 * The earlier listings of the same place Ofie linked this listing to (decision 102): what
 * visitors are told, the evidence, and a Dispute for a wrong link, which the Ofie team decides.
 */
export function RelistingLinks({ links, title }: { links: Json<RelistingLink>[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <section
      aria-label={`Listed before on Ofie: ${title}`}
      className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <p>
        Visitors read that this place was listed on Ofie before, and its days on the market count
        from then. If it is not the same place, dispute the link.
      </p>
      <ul className="flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.id} className="flex flex-col gap-2">
            <RelistingEvidence link={link} />
            <p>
              <strong>{RELISTING_STATE_LABELS[link.state]}</strong>
              {link.state === "disputed" && link.disputeReason
                ? ` — you wrote: ${link.disputeReason}`
                : null}
              {link.decisionReason ? ` — ${link.decisionReason}` : null}
            </p>
            {link.state === "linked" && link.propertyId != null ? (
              <DisputeDialog link={link} propertyId={link.propertyId} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reasons an owner or agent commonly gives. */
const DISPUTE_REASONS = [
  "This is a different unit in the same building.",
  "The photo is of our estate's gate or show house, not this place.",
  "This is a new development on the plot, not the earlier listing.",
] as const;

function DisputeDialog({ link, propertyId }: { link: Json<RelistingLink>; propertyId: number }) {
  const dispute = useDisputeRelisting();
  const { open, onOpenChange, reason, outcome } = useReasonDialog(
    RELISTING_MESSAGES.disputeRequired,
  );
  const confirm = () => {
    if (!reason.check()) return;
    dispute.mutate({ propertyId, linkId: link.id, reason: reason.value.trim() }, outcome);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={dispute.isPending}
      trigger={
        <>
          Dispute this link<span className="sr-only"> to {link.earlierTitle}</span>
        </>
      }
      title="Not the same place?"
      description={`Tell the Ofie team why "${link.title}" is not "${link.earlierTitle}". Visitors stop seeing the link until the team decides.`}
      confirmLabel="Send dispute"
      pendingLabel="Sending..."
      onConfirm={confirm}
    >
      <ReasonField reason={reason} choices={DISPUTE_REASONS} label="Why it is not the same place" />
    </ConfirmDialog>
  );
}
