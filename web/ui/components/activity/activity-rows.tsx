import type { ReactNode } from "react";
import type { Favourite } from "#modules/favourites/favourites.types.js";
import type { Inquiry } from "#modules/inquiries/inquiries.types.js";
import { listingPlace } from "#modules/listings/listing-place.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Badge, Skeleton } from "../ui/card.js";

/** Newest first: the order a user reads their own activity in. */
function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A skeleton while the list loads, the empty text when there is nothing, else the rows newest first. */
export function ActivityList<T extends { id: number; createdAt: string }>({
  items,
  limit,
  empty,
  row,
}: {
  items: T[] | undefined;
  limit?: number;
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  if (!items) return <Skeleton className="h-24 w-full" />;
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-100">{newestFirst(items).slice(0, limit).map(row)}</ul>
  );
}

/** A saved property as one line (dashboard and profile): title, place and price (a rent with its period), linked to its page. */
export function SavedPropertyRow({ favourite: f }: { favourite: Json<Favourite> }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <a href={`/properties/${f.propertyId}`} className="min-w-0 hover:underline">
        <span className="block truncate font-medium text-ink">{f.property.title}</span>
        <span className="block truncate text-muted">{listingPlace(f.property)}</span>
      </a>
      <span className="shrink-0 font-semibold text-brand-700">
        {formatListingPrice(f.property, { short: true })}
      </span>
    </li>
  );
}

/** An inquiry as one line: the property it asked about, when, and its status. */
export function InquiryRow({ inquiry: i }: { inquiry: Json<Inquiry> }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <a href={`/properties/${i.propertyId}`} className="min-w-0 hover:underline">
        <span className="block truncate font-medium text-ink">
          {i.property?.title ?? `Property #${i.propertyId}`}
        </span>
        <span className="block text-muted">
          Sent <time dateTime={i.createdAt}>{formatDate(i.createdAt)}</time>
        </span>
      </a>
      {/* Spec §4: 'pending' in the default style, any other status as secondary. */}
      <Badge tone={i.status === "pending" ? "default" : "secondary"}>{i.status}</Badge>
    </li>
  );
}
