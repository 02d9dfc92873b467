import { displayName } from "../../auth/use-auth.js";
import { useRenderedAt } from "../../lib/rendered-at.js";
import { type AuthUser } from "../../queries/auth.js";
import { useDashboardProperties, useInquiries, useIsAgent } from "../../queries/dashboard.js";
import { useFavourites } from "../../queries/favourites.js";
import { PropertyGrid } from "../property/property-grid.js";
import { Badge } from "../ui/card.js";
import { DashboardActions } from "./dashboard-actions.js";
import { DashboardStats } from "./dashboard-stats.js";
import { MarketInsights } from "./market-insights.js";
import { RecentFavourites, RecentInquiries } from "./recent-activity.js";

const LATEST = 6;

/** An account made within the last day is new: it is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function greeting(user: Pick<AuthUser, "firstName" | "createdAt">, now: Date): string {
  const age = now.getTime() - new Date(user.createdAt).getTime();
  const isNew = !(age >= NEW_ACCOUNT_MS);
  return `${isNew ? "Welcome" : "Welcome back"}, ${displayName(user)}!`;
}

/** Spec §2 Dashboard: the signed-in user's home. */
export function Dashboard({ user }: { user: AuthUser }) {
  const renderedAt = useRenderedAt();
  const isAgent = useIsAgent();
  const { data: favourites } = useFavourites();
  const { data: inquiries } = useInquiries();
  const { data: properties } = useDashboardProperties();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{greeting(user, renderedAt)}</h1>
        <Badge tone={isAgent ? "gold" : "secondary"}>{isAgent ? "Agent" : "User"}</Badge>
        <p className="w-full text-muted">
          Your saved properties, inquiries and the latest listings.
        </p>
      </header>

      <section aria-label="Your activity in numbers">
        <DashboardStats
          saved={favourites?.length}
          inquiries={inquiries?.length}
          awaitingReply={inquiries?.filter((i) => i.status === "pending").length}
          memberSince={user.createdAt}
        />
      </section>

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="mb-4 text-xl font-bold text-ink">
          Quick Actions
        </h2>
        <DashboardActions isAgent={isAgent} />
        <p className="mt-3 text-sm text-muted">
          Need help?{" "}
          <a href="/contact" className="font-semibold text-brand-700 hover:underline">
            Contact us
          </a>{" "}
          and we will reply within 24 hours.
        </p>
      </section>

      <section aria-labelledby="latest-heading">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="latest-heading" className="text-xl font-bold text-ink">
            Latest Properties
          </h2>
          <a href="/properties" className="font-semibold text-brand-700 hover:underline">
            View all properties
          </a>
        </div>
        <PropertyGrid properties={properties} placeholders={LATEST} />
      </section>

      <section aria-label="Recent activity" className="grid gap-6 lg:grid-cols-2">
        <RecentFavourites favourites={favourites} />
        <RecentInquiries inquiries={inquiries} />
      </section>

      <section aria-label="Market insights">
        <MarketInsights />
      </section>
    </div>
  );
}
