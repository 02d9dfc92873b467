import { useState } from "react";
import { listingPlace } from "#modules/listings/listing-place.js";
import type { ManagedListing } from "#modules/my-listings/my-listings.types.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { ConfirmAvailabilityButton } from "../property-detail/confirm-listing-button.js";
import { Button } from "../ui/button.js";
import { Badge, Card } from "../ui/card.js";
import { EditListingDialog } from "./edit-listing-dialog.js";
import { ListingInquiries } from "./listing-inquiries.js";
import { ListingThumb } from "./listing-thumb.js";
import { RelistingLinks } from "./relisting-links.js";
import { StatusButtons } from "./status-buttons.js";

/**
 * One listing as its manager sees it: what visitors see, what it brought in, the controls, and
 * the earlier listings of the same place it was linked to (decision 102).
 */
export function ManagedListingCard({
  listing: l,
  relistings = [],
  viewingsWaiting = 0,
}: {
  listing: Json<ManagedListing>;
  relistings?: Json<RelistingLink>[];
  /** Viewing requests of this listing awaiting its lister's answer (decision 104). */
  viewingsWaiting?: number;
}) {
  const [showInquiries, setShowInquiries] = useState(false);
  const counts = [
    { label: "Inquiries", value: l.inquiryCount },
    { label: "WhatsApp opens", value: l.whatsappClicks },
    { label: "Calls", value: l.callClicks },
    { label: "E-mail opens", value: l.emailClicks },
  ];
  const inquiriesId = `listing-${l.id}-inquiries`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex gap-4">
        <ListingThumb images={l.images} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-ink">
              <a href={`/properties/${l.id}`} className="hover:text-brand-700 hover:underline">
                {l.title}
              </a>
            </h2>
            <Badge tone={l.status === "available" ? "success" : "secondary"}>{l.status}</Badge>
          </div>
          <p className="truncate text-sm text-muted">{listingPlace(l)}</p>
          <p className="font-semibold text-brand-700">{formatListingPrice(l)}</p>
          <p className="text-xs text-muted">
            Listed <time dateTime={l.createdAt}>{formatDate(l.createdAt)}</time>
            {" · "}
            {l.freshness === "expired" ? (
              <strong className="text-danger">Out of search since {formatDate(l.expiresAt)}</strong>
            ) : (
              <>In search until {formatDate(l.expiresAt)}</>
            )}
          </p>
        </div>
      </div>
      <RelistingLinks links={relistings} title={l.title} />
      {viewingsWaiting > 0 ? (
        <a
          href={`/viewings#listing-${l.id}`}
          className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline"
        >
          {`Viewing requests (${viewingsWaiting} waiting)`}
          <span className="sr-only"> for {l.title}</span>
        </a>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 rounded-lg bg-gray-50 p-3 text-center">
        {counts.map((c) => (
          <div key={c.label} className="flex flex-col-reverse">
            <dt className="text-xs text-muted">{c.label}</dt>
            <dd className="text-xl font-bold text-ink">{c.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <EditListingDialog listing={l} />
        <StatusButtons listing={l} />
        {l.published ? (
          <ConfirmAvailabilityButton propertyId={l.id} size="sm" label="Confirm still available">
            <span className="sr-only"> {l.title}</span>
          </ConfirmAvailabilityButton>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showInquiries}
          aria-controls={inquiriesId}
          onClick={() => setShowInquiries((open) => !open)}
        >
          {showInquiries ? "Hide inquiries" : `Show inquiries (${l.inquiryCount})`}
          <span className="sr-only"> for {l.title}</span>
        </Button>
      </div>
      {showInquiries ? (
        <div id={inquiriesId}>
          <ListingInquiries listingId={l.id} title={l.title} />
        </div>
      ) : null}
    </Card>
  );
}
