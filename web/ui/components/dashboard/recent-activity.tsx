import type { Favourite } from "#modules/favourites/favourites.types.js";
import type { Inquiry } from "#modules/inquiries/inquiries.types.js";
import type { Json } from "../../lib/json.js";
import { RECENT_ITEMS } from "../../queries/dashboard.js";
import { ActivityList, InquiryRow, SavedPropertyRow } from "../activity/activity-rows.js";
import { Card } from "../ui/card.js";

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
    // min-w-0: a grid item is otherwise as wide as its longest untruncated line (the page grew
    // to 812 px on a phone with a long title).
    <Card className="flex min-w-0 flex-col p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <a
          href={href}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
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
      <ActivityList
        items={favourites}
        limit={RECENT_ITEMS}
        empty={
          <>
            No saved properties yet.{" "}
            <a href="/properties" className="font-semibold text-brand-700 hover:underline">
              Browse properties
            </a>
          </>
        }
        row={(f) => <SavedPropertyRow key={f.id} favourite={f} />}
      />
    </Panel>
  );
}

export function RecentInquiries({ inquiries }: { inquiries: Json<Inquiry>[] | undefined }) {
  return (
    <Panel title="Recent Inquiries" href="/profile" linkText="View your activity">
      <ActivityList
        items={inquiries}
        limit={RECENT_ITEMS}
        empty="No inquiries yet. Ask an agent about a property from its page."
        row={(i) => <InquiryRow key={i.id} inquiry={i} />}
      />
    </Panel>
  );
}
