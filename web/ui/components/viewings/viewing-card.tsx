import { formatDate } from "../../lib/format.js";
import type { ViewingJson } from "../../queries/viewings.js";
import { cn } from "../ui/cn.js";
import { ConfirmedDetails } from "./confirmed-details.js";
import { ViewingActions } from "./viewing-actions.js";
import { viewingFeeText } from "./viewing-fee-line.js";
import { ViewingSummary } from "./viewing-summary.js";
import { VisitorContact } from "./visitor-contact.js";

/**
 * One viewing as its reader sees it: its state in words, the times, for the lister the
 * visitor's phone and note, for a confirmed one the place and the calendar file, and the
 * buttons of the actions the reader may take now. `withTitle` names the listing (a list of
 * viewings); on the listing's own page it goes without.
 */
export function ViewingCard({
  viewing: v,
  withTitle = false,
  now,
  className,
}: {
  viewing: ViewingJson;
  withTitle?: boolean;
  /** The clock the "propose" picker's slots are counted from (a test's); now by default. */
  now?: Date;
  className?: string;
}) {
  const titleId = `viewing-${v.id}-title`;
  return (
    <article
      aria-labelledby={withTitle ? titleId : undefined}
      aria-label={withTitle ? undefined : `Viewing requested on ${formatDate(v.requestedAt)}`}
      className={cn("flex flex-col gap-3", className)}
    >
      {withTitle ? (
        <h3 id={titleId} className="font-semibold text-ink">
          <a href={`/properties/${v.propertyId}`} className="underline-offset-2 hover:underline">
            {v.title}
          </a>
        </h3>
      ) : null}
      <ViewingSummary viewing={v} />
      <p className="text-xs text-muted">{`Requested on ${formatDate(v.requestedAt)}`}</p>
      {v.role !== "visitor" ? <VisitorContact viewing={v} /> : null}
      {v.status === "confirmed" ? (
        <>
          {v.role === "visitor" ? (
            <p className="text-sm text-ink">{viewingFeeText(v.viewingFee)}</p>
          ) : null}
          <ConfirmedDetails viewing={v} />
        </>
      ) : null}
      <ViewingActions viewing={v} now={now} />
    </article>
  );
}
