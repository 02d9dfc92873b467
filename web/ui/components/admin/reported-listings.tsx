import { listingPlace } from "#modules/listings/listing-place.js";
import { FEE_KIND_LABELS } from "#modules/reports/reported-fees.rules.js";
import {
  FEE_NOT_SHOWN,
  type ListingReport,
  REPORT_REASON_LABELS,
  type ReportedListing,
} from "#modules/reports/reports.types.js";
import { formatDate, formatPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useReportDecision } from "../../queries/reports.js";
import { Button, LinkButton } from "../ui/button.js";
import { AdminList } from "./admin-list.js";
import { UnpublishDialog } from "./unpublish-dialog.js";

/**
 * Decisions 13 and 43: the moderation queue, most-reported first; each listing is dismissed or
 * unpublished, for a reason mailed to its owner. Reports of a fee not shown can be upheld on
 * their own, which counts them on the agent's page and leaves the listing up (decision 100).
 */
export function ReportedListings({ listings }: { listings: Json<ReportedListing>[] | undefined }) {
  return (
    <AdminList title="Reported listings" items={listings} empty="No reported listings">
      {(l) => <ReportedListingRow key={l.propertyId} listing={l} />}
    </AdminList>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Decision 43: only verified accounts' reports count toward hiding; the rest are only shown. */
export function reportCounts(l: Json<ReportedListing>): string {
  return `${plural(l.reports.length, "open report")}: ${l.countedReporters} counted (verified ${l.countedReporters === 1 ? "account" : "accounts"}), ${l.anonymousReports} anonymous or unverified`;
}

/** "Viewing fee, GH₵50": what a fee report says was asked. */
export function reportedFeeText(r: Pick<Json<ListingReport>, "feeKind" | "feeAmount">) {
  if (!r.feeKind || r.feeAmount === null) return null;
  return `${FEE_KIND_LABELS[r.feeKind]}, ${formatPrice(r.feeAmount, "GHS")}`;
}

function ReportedListingRow({ listing: l }: { listing: Json<ReportedListing> }) {
  const decide = useReportDecision();
  const feeReports = l.reports.filter((r) => r.reason === FEE_NOT_SHOWN).length;
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">{l.title}</p>
          <p className="text-sm text-muted">{listingPlace(l)}</p>
          <p className="text-sm text-muted">
            {reportCounts(l)}
            {l.underReview ? " · hidden from search until reviewed" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton variant="outline" size="sm" href={`/properties/${l.propertyId}`}>
            View<span className="sr-only"> {l.title}</span>
          </LinkButton>
          {/* One click: a dismissal puts the listing back and mails no one; its toast says so. */}
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ propertyId: l.propertyId, action: "dismiss", title: l.title })
            }
          >
            Dismiss<span className="sr-only"> reports of {l.title}</span>
          </Button>
          {feeReports > 0 ? (
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({ propertyId: l.propertyId, action: "confirm-fees", title: l.title })
              }
            >
              {feeReports === 1 ? "Uphold the fee report" : `Uphold the ${feeReports} fee reports`}
              <span className="sr-only"> of {l.title}</span>
            </Button>
          ) : null}
          <UnpublishDialog propertyId={l.propertyId} title={l.title} decide={decide} />
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {l.reports.map((r) => (
          <li key={r.id} className="text-ink">
            <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
            {" · "}
            <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
            {reportedFeeText(r) ? <span>{` · ${reportedFeeText(r)}`}</span> : null}
            {r.counted ? null : <span className="text-muted"> · not counted</span>}
            {r.note ? <span className="text-muted">{` — ${r.note}`}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
