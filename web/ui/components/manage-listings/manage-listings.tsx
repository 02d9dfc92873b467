import { useAgentStatus, useMyListings, usePendingListings } from "../../queries/my-listings.js";
import { useMyRelistings } from "../../queries/relistings.js";
import { useMyViewings } from "../../queries/viewings.js";
import { LinkButton } from "../ui/button.js";
import { EmptyState, Skeleton } from "../ui/card.js";
import { ManagedListingCard } from "./managed-listing-card.js";
import { PendingListingCard } from "./pending-listing-card.js";

/** How many viewing requests of each listing wait for the lister's answer. */
function viewingsWaiting(asLister: { propertyId: number; awaiting: string | null }[]) {
  const waiting = new Map<number, number>();
  for (const v of asLister) {
    if (v.awaiting === "lister") waiting.set(v.propertyId, (waiting.get(v.propertyId) ?? 0) + 1);
  }
  return waiting;
}

/**
 * /manage-listings: the listings of an approved agent or a private owner (decision 56), each
 * with its counts, Edit, the status buttons, its inquiries and the viewing requests waiting for
 * an answer (from GET /api/viewings, seeded: My viewings reads the same), and above them those still
 * awaiting review. Someone with none is invited to list a property or to apply as an agent.
 */
export function ManageListings() {
  const { data: listings } = useMyListings();
  const { data: pending } = usePendingListings();
  // Shown on each listing once known; a listing stands without them.
  const { data: relistings } = useMyRelistings();
  const waiting = viewingsWaiting(useMyViewings(true).data?.asLister ?? []);
  const none = listings?.length === 0 && pending?.length === 0;
  // Only someone with no listing needs to know: it chooses the invitation they see.
  const agent = useAgentStatus(none);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-ink">Manage Listings</h1>
        <p className="mt-1 text-muted">
          Keep your listings current and see who got in touch about each one.
        </p>
      </header>
      {!listings || !pending || agent.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : none && !agent.isAgent ? (
        <EmptyState
          title="No listings yet"
          text="Selling or letting a property? List it on Ofie: once our team has checked it, it appears here with the inquiries it brings. Estate agents can apply for a verified agent profile."
        >
          <div className="flex flex-wrap justify-center gap-2">
            <LinkButton href="/list-property">List Property</LinkButton>
            <LinkButton href="/agent-registration" variant="outline">
              Become Agent
            </LinkButton>
          </div>
        </EmptyState>
      ) : none ? (
        <EmptyState
          title="No listings yet"
          text="List a property with your agent e-mail address; once approved it appears here."
        >
          <LinkButton href="/list-property">List Property</LinkButton>
        </EmptyState>
      ) : (
        <>
          {pending.length > 0 ? (
            <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
              <h2 id="pending-heading" className="text-xl font-bold text-ink">
                Awaiting review
              </h2>
              <ul className="flex flex-col gap-4" aria-label="Your listings awaiting review">
                {pending.map((listing) => (
                  <li key={listing.submissionId}>
                    <PendingListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {listings.length > 0 ? (
            <ul className="flex flex-col gap-4" aria-label="Your listings">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <ManagedListingCard
                    listing={listing}
                    relistings={relistings?.filter((link) => link.propertyId === listing.id)}
                    viewingsWaiting={waiting.get(listing.id) ?? 0}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
