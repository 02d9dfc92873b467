import { formatDateTime } from "../../lib/format.js";
import { useListingInquiries } from "../../queries/my-listings.js";
import { Skeleton } from "../ui/card.js";

/** The inquiries sent about one listing: who, how to reach them, what they asked and when. */
export function ListingInquiries({ listingId, title }: { listingId: number; title: string }) {
  const { data: inquiries, isError } = useListingInquiries(listingId, true);
  if (isError) return <p className="text-sm text-danger">Failed to load the inquiries.</p>;
  if (!inquiries) return <Skeleton className="h-16 w-full" />;
  if (inquiries.length === 0) return <p className="text-sm text-muted">No inquiries yet.</p>;
  return (
    <ul aria-label={`Inquiries about ${title}`} className="divide-y divide-gray-100 text-sm">
      {inquiries.map((i) => (
        <li key={i.id} className="flex flex-col gap-1 py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-ink">{i.name}</span>
            <time dateTime={i.createdAt} className="text-xs text-muted">
              {formatDateTime(i.createdAt)}
            </time>
          </p>
          <p className="flex flex-wrap gap-x-3">
            <a href={`mailto:${i.email}`} className="text-brand-700 underline wrap-anywhere">
              {i.email}
            </a>
            {i.phone ? (
              <a href={`tel:${i.phone.replace(/\s/g, "")}`} className="text-brand-700 underline">
                {i.phone}
              </a>
            ) : null}
          </p>
          <p className="whitespace-pre-line text-ink">{i.message}</p>
        </li>
      ))}
    </ul>
  );
}
