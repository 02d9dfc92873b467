import type { ReviewedSubmission } from "#modules/listing-submissions/listing-submissions.types.js";
import { coordinatesText } from "#modules/listings/listing-coordinates.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Photo } from "../photo/photo.js";
import { feeText, months, NOT_STATED, TITLE_LABELS } from "../property/listing-terms.js";
import { AdminList } from "./admin-list.js";
import { DecisionButtons } from "./decision-buttons.js";
import { PhotoMatchNotice } from "./photo-match-notice.js";
import { RelistingNotice } from "./relisting-notice.js";

/** Spec §2 shows this many thumbnails per listing; the rest are counted. */
const THUMBNAILS = 4;

/**
 * Decision 7: submitted listings wait here until approved (published) or rejected. A held one
 * (decision 14) also shows the photo matches that held it, and a re-listing the earlier listings
 * of the same place (decision 102).
 */
export function ListingSubmissions({
  submissions,
}: {
  submissions: Json<ReviewedSubmission>[] | undefined;
}) {
  return (
    <AdminList
      title="Listing Submissions"
      items={submissions}
      empty="No listing submissions awaiting review"
    >
      {(s) => (
        <li key={s.id} className="flex flex-col gap-3 py-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{s.title}</p>
              {s.photosForPropertyId != null ? (
                <p className="text-sm font-semibold text-brand-700">
                  New photos for{" "}
                  <a className="underline" href={`/properties/${s.photosForPropertyId}`}>
                    listing #{s.photosForPropertyId}
                  </a>{" "}
                  (Manage Listings): approving adds them to it
                </p>
              ) : null}
              <p className="text-sm text-muted">{s.location}</p>
              <p className="text-sm text-muted">
                <span className="font-semibold text-brand-700">{formatListingPrice(s)}</span> ·{" "}
                <span className="capitalize">{s.propertyType}</span> · Submitted{" "}
                <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
              </p>
              <p className="text-sm text-muted">{termsSummary(s)}</p>
              <p className="text-sm text-muted">
                Contact: {s.contactName} ·{" "}
                <a className="underline" href={`mailto:${s.contactEmail}`}>
                  {s.contactEmail}
                </a>
                {s.contactPhone ? ` · ${s.contactPhone}` : null}
              </p>
            </div>
            <DecisionButtons
              kind="listing"
              id={s.id}
              subject={s.title}
              approveEffect={
                s.photosForPropertyId != null
                  ? `The photos are added to listing #${s.photosForPropertyId} and its owner is e-mailed.`
                  : "The listing is published on Ofie and its owner is e-mailed."
              }
            />
          </div>
          <PhotoMatchNotice matches={s.photoMatches ?? []} />
          <RelistingNotice links={s.relistings ?? []} />
          <div className="flex flex-wrap items-center gap-2">
            {s.images.slice(0, THUMBNAILS).map((src, i) => (
              <Photo
                sizes="96px"
                maxWidth={320}
                width={96}
                height={64}
                key={src}
                src={src}
                alt={`${s.title} (${i + 1} of ${s.images.length})`}
                className="h-16 w-24 rounded-md object-cover"
              />
            ))}
            <p className="text-sm text-muted">
              {s.images.length} image{s.images.length === 1 ? "" : "s"} · {s.videos.length} video
              {s.videos.length === 1 ? "" : "s"}
            </p>
          </div>
        </li>
      )}
    </AdminList>
  );
}

/** The honest terms in one line, so the reviewer sees what the listing will state. */
function termsSummary(s: Json<ReviewedSubmission>): string {
  const parts = [
    `Viewing fee: ${feeText(s.viewingFee)}`,
    `Commission: ${s.commissionPercent == null ? NOT_STATED : `${Number(s.commissionPercent)}%`}`,
    `Digital address: ${s.digitalAddress ?? NOT_STATED}`,
    `Map position: ${coordinatesText(s) ?? NOT_STATED}`,
  ];
  if (s.listingType === "rent") {
    const advance = s.rentAdvanceMonths;
    parts.unshift(`Advance: ${advance == null ? NOT_STATED : months(advance)}`);
  }
  if (s.propertyType === "land") {
    parts.push(`Title: ${s.titleStatus ? TITLE_LABELS[s.titleStatus] : NOT_STATED}`);
  }
  return parts.join(" · ");
}
