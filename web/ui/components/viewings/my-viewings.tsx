import { useAuth } from "../../auth/use-auth.js";
import { useMyViewings, type ViewingJson } from "../../queries/viewings.js";
import { Card, Skeleton } from "../ui/card.js";
import { ViewingCard } from "./viewing-card.js";

interface ListingGroup {
  propertyId: number;
  title: string;
  viewings: ViewingJson[];
}

/** Viewings by listing, in the order their newest viewing came (the lists are newest first). */
export function groupByListing(viewings: ViewingJson[]): ListingGroup[] {
  const groups = new Map<number, ListingGroup>();
  for (const v of viewings) {
    const group = groups.get(v.propertyId);
    if (group) group.viewings.push(v);
    else groups.set(v.propertyId, { propertyId: v.propertyId, title: v.title, viewings: [v] });
  }
  return [...groups.values()];
}

/**
 * "My viewings" (decision 104): the viewings the account asked for, and the requests for the
 * listings it manages, grouped by listing under `#listing-<id>` anchors (Manage Listings links
 * there). The page seeds GET /api/viewings; `now` is the page's render time, for the pickers.
 */
export function MyViewings({ now }: { now?: Date }) {
  const { isAuthenticated } = useAuth();
  const lists = useMyViewings(isAuthenticated);
  if (lists.isError) {
    return (
      <p role="alert" className="text-danger">
        Your viewings could not be loaded.{" "}
        <a href="/viewings" className="font-semibold underline">
          Try again
        </a>
      </p>
    );
  }
  if (!lists.data) return <Skeleton className="h-40 w-full" />;
  const lister = groupByListing(lists.data.asLister);
  // An id is the lister's anchor first: one account is never both sides of a listing, but
  // should it be, the page keeps its ids unique.
  const listerIds = new Set(lister.map((g) => g.propertyId));
  return (
    <div className="flex flex-col gap-10">
      <ViewingList
        id="asked"
        heading="Viewings I asked for"
        empty="You have not asked to view a place yet. Open a listing and press Book a viewing."
        groups={groupByListing(lists.data.asVisitor)}
        anchored={(id) => !listerIds.has(id)}
        now={now}
      />
      <ViewingList
        id="requests"
        heading="Requests for my listings"
        empty="No one has asked to view your listings yet."
        groups={lister}
        anchored={() => true}
        now={now}
      />
    </div>
  );
}

function ViewingList(props: {
  id: string;
  heading: string;
  empty: string;
  groups: ListingGroup[];
  anchored: (propertyId: number) => boolean;
  now?: Date;
}) {
  return (
    <section aria-labelledby={`${props.id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${props.id}-heading`} className="text-xl font-bold text-ink">
        {props.heading}
      </h2>
      {props.groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-muted">
          {props.empty}
        </p>
      ) : (
        props.groups.map((g) => (
          <ListingViewings
            key={g.propertyId}
            group={g}
            anchor={props.anchored(g.propertyId)}
            now={props.now}
          />
        ))
      )}
    </section>
  );
}

function ListingViewings({
  group: g,
  anchor,
  now,
}: {
  group: ListingGroup;
  anchor: boolean;
  now?: Date;
}) {
  const waiting = g.viewings.filter(
    (v) => v.awaiting !== null && v.awaiting === v.role && v.actions.length > 0,
  ).length;
  const headingId = `${anchor ? "listing" : "visit"}-${g.propertyId}-heading`;
  return (
    <section
      id={anchor ? `listing-${g.propertyId}` : undefined}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        <a href={`/properties/${g.propertyId}`} className="underline-offset-2 hover:underline">
          {g.title}
        </a>
        {waiting > 0 ? " " : null}
        {waiting > 0 ? (
          <span className="text-sm font-normal text-muted">{`(${waiting} waiting for your answer)`}</span>
        ) : null}
      </h3>
      {g.viewings.map((v) => (
        <Card key={v.id} className="p-4">
          <ViewingCard viewing={v} now={now} />
        </Card>
      ))}
    </section>
  );
}
