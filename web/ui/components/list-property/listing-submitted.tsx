import { useAuth } from "../../auth/use-auth.js";
import { LinkButton } from "../ui/button.js";
import { Card } from "../ui/card.js";

const MANAGE_LISTINGS = "/manage-listings";

/**
 * Where a sent listing leads: it lasts through a reload, unlike the spec §8 toast that
 * still says it, and it says what happens next. A signed-in submitter finds the listing in Manage
 * Listings; a visitor's listing is tied to no account, so they hear from us by e-mail.
 */
export function ListingSubmitted() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Submitted — awaiting review</h1>
        <p className="text-ink">Thank you: your property listing has reached us.</p>
        <h2 className="text-lg font-semibold text-ink">What happens next?</h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink">
          <li>We check the details and photos within 24 hours.</li>
          <li>
            We e-mail the contact address on the listing when it is approved, or say what to change
            if it is not.
          </li>
          <li>Once approved, it appears on Ofie for buyers and renters.</li>
        </ul>
        {isAuthenticated ? (
          <>
            <p className="text-sm text-muted">
              Until then it waits in Manage Listings, where you can follow it.
            </p>
            <LinkButton href={MANAGE_LISTINGS} className="w-full sm:w-auto">
              Manage Listings
            </LinkButton>
          </>
        ) : (
          <>
            <p className="text-sm text-muted">
              You sent it without signing in, so we will write to you by e-mail. With an account,
              your next listings wait in Manage Listings where you can follow and edit them.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <LinkButton
                href={`/login?returnTo=${encodeURIComponent(MANAGE_LISTINGS)}`}
                className="w-full sm:w-auto"
              >
                Sign in
              </LinkButton>
              <LinkButton
                href={`/login?mode=signup&returnTo=${encodeURIComponent(MANAGE_LISTINGS)}`}
                variant="outline"
                className="w-full sm:w-auto"
              >
                Create an account
              </LinkButton>
            </div>
          </>
        )}
        <a
          href="/list-property"
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline"
        >
          List another property
        </a>
      </Card>
    </div>
  );
}
