import { formatDate } from "../../lib/format.js";
import type { AuthUser } from "../../queries/auth.js";
import { useIsAgent } from "../../queries/dashboard.js";
import { SavedSearchList } from "../alerts/saved-search-list.js";
import { LinkButton } from "../ui/button.js";
import { Badge, Card } from "../ui/card.js";

/** Spec §2 and §6: everyone's account type reads 'Standard User'; agent status is a separate fact. */
export const ACCOUNT_TYPE = "Standard User";

/**
 * The Preferences tab: the account as it is (type, age, agent status), the one step a user can
 * take (becoming an agent), and the saved searches with their e-mail alerts.
 */
export function ProfilePreferences({ user }: { user: AuthUser }) {
  const isAgent = useIsAgent();
  return (
    <Card className="p-6">
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-5 text-xl font-semibold text-ink">
          Account
        </h2>
        <dl className="divide-y divide-gray-100">
          <div className="flex flex-wrap items-center justify-between gap-2 py-3">
            <dt className="text-sm text-muted">Account type</dt>
            <dd className="font-medium text-ink">{ACCOUNT_TYPE}</dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 py-3">
            <dt className="text-sm text-muted">Member since</dt>
            <dd className="font-medium text-ink">
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 py-3">
            <dt className="text-sm text-muted">Agent status</dt>
            <dd className="flex flex-wrap items-center gap-3">
              {isAgent ? (
                <>
                  <Badge tone="gold">Agent</Badge>
                  <a
                    href="/list-property"
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Manage Listings
                  </a>
                </>
              ) : (
                <>
                  <span className="text-sm text-muted">Not a verified agent</span>
                  <LinkButton href="/agent-registration" variant="outline" size="sm">
                    Become Agent
                  </LinkButton>
                </>
              )}
            </dd>
          </div>
        </dl>
        {isAgent ? null : (
          <p className="mt-4 text-sm text-muted">
            Applications are reviewed within 48 hours; approved agents get a Verified badge.
          </p>
        )}
      </section>
      <hr className="my-6 border-gray-100" />
      <SavedSearchList />
    </Card>
  );
}
