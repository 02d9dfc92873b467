import { useAgentStatus, useMyListings } from "../../queries/my-listings.js";
import { LinkButton } from "../ui/button.js";
import { EmptyState, Skeleton } from "../ui/card.js";
import { ManagedListingCard } from "./managed-listing-card.js";

/**
 * /manage-listings: an approved agent's listings (and any the user submitted while signed in),
 * each with its counts, Edit, the status buttons and its inquiries. Someone who is no agent and
 * has no listing is pointed to the agent application instead (decision 17).
 */
export function ManageListings() {
  const { data: listings } = useMyListings();
  const agent = useAgentStatus();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-ink">Manage Listings</h1>
        <p className="mt-1 text-muted">
          Keep your listings current and see who got in touch about each one.
        </p>
      </header>
      {!listings || agent.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : !agent.isAgent && listings.length === 0 ? (
        <EmptyState
          title="For verified agents"
          text="Manage Listings is for verified agents. Apply to become one: we review applications within 48 hours."
        >
          <LinkButton href="/agent-registration">Become Agent</LinkButton>
        </EmptyState>
      ) : listings.length === 0 ? (
        <EmptyState
          title="No listings yet"
          text="List a property with your agent e-mail address; once approved it appears here."
        >
          <LinkButton href="/list-property">List Property</LinkButton>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Your listings">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ManagedListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
