import type { PendingListing } from "#modules/my-listings/my-listings.types.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Badge, Card } from "../ui/card.js";
import { ListingThumb } from "./listing-thumb.js";

/** A listing the owner submitted that the team has not yet checked: no page, no controls yet. */
export function PendingListingCard({ listing: l }: { listing: Json<PendingListing> }) {
  return (
    <Card className="flex gap-4 p-4 sm:p-5">
      <ListingThumb images={l.images} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink wrap-anywhere">{l.title}</h3>
          <Badge tone="secondary">{l.status}</Badge>
        </div>
        <p className="truncate text-sm text-muted">{l.location}</p>
        <p className="font-semibold text-brand-700">{formatListingPrice(l)}</p>
        <p className="text-xs text-muted">
          Submitted <time dateTime={l.submittedAt}>{formatDate(l.submittedAt)}</time>
          {" · "}
          We check every listing before it goes live and e-mail you our decision.
        </p>
      </div>
    </Card>
  );
}
