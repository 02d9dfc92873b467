import type { Favourite } from "../../../modules/favourites/favourites.types.js";
import type { Inquiry } from "../../../modules/inquiries/inquiries.types.js";
import { formatDate, formatPriceShort } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { RECENT_ITEMS } from "../../queries/dashboard.js";
import { Badge, Card, Skeleton } from "../ui/card.js";

function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_ITEMS);
}

function Panel({
  title,
  href,
  linkText,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="flex flex-col p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <a href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          {linkText}
        </a>
      </div>
      {children}
    </Card>
  );
}

export function RecentFavourites({ favourites }: { favourites: Json<Favourite>[] | undefined }) {
  return (
    <Panel title="Recent Favorites" href="/favorites" linkText="View all favorites">
      {!favourites ? (
        <Skeleton className="h-24 w-full" />
      ) : favourites.length === 0 ? (
        <p className="text-sm text-muted">
          No saved properties yet.{" "}
          <a href="/properties" className="font-semibold text-brand-700 hover:underline">
            Browse properties
          </a>
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {newestFirst(favourites).map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <a href={`/properties/${f.propertyId}`} className="min-w-0 hover:underline">
                <span className="block truncate font-medium text-ink">{f.property.title}</span>
                <span className="block truncate text-muted">
                  {f.property.location}, {f.property.city}
                </span>
              </a>
              <span className="shrink-0 font-semibold text-brand-700">
                {formatPriceShort(f.property.price)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentInquiries({ inquiries }: { inquiries: Json<Inquiry>[] | undefined }) {
  return (
    <Panel title="Recent Inquiries" href="/profile" linkText="View your activity">
      {!inquiries ? (
        <Skeleton className="h-24 w-full" />
      ) : inquiries.length === 0 ? (
        <p className="text-sm text-muted">
          No inquiries yet. Ask an agent about a property from its page.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {newestFirst(inquiries).map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-3 py-2 text-sm">
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
          ))}
        </ul>
      )}
    </Panel>
  );
}
