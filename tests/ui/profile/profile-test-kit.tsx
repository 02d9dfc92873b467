import { screen, within } from "@testing-library/react";
import ProfilePage from "#web/pages/profile/+Page.js";
import { SiteHeader } from "#web/ui/components/layout/site-header.js";
import { AGENT_PROFILE_URL, INQUIRIES_URL } from "#web/ui/queries/dashboard.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { SAVED_SEARCHES_URL } from "#web/ui/queries/saved-searches.js";
import { listing } from "../property-detail/listing-fixture.js";
import { ToastProbe } from "../property-detail/toast-probe.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";

// What profile-page.test.tsx and profile-tabs.test.tsx share: /profile rendered with its header
// and the toasts, the session and the cached answers it reads, and the parts a test looks at.

/** A saved property, as GET /api/favorites lists it. */
export const saved = (id: number, title: string) => ({
  id,
  propertyId: id * 10,
  createdAt: `2026-11-0${id}T08:00:00.000Z`,
  property: listing({ id: id * 10, title, price: "2500000.00" }),
});

/** /profile under the site header, with the session and its queries' answers already cached. */
export function renderProfile({
  agent = null as unknown,
  inquiries = [] as unknown[],
  favourites = [] as unknown[],
  savedSearches = [] as unknown[],
  session = AMA as typeof AMA | null,
} = {}) {
  return renderWithSession(
    <>
      <SiteHeader pathname="/profile" />
      <ProfilePage />
      <ToastProbe />
    </>,
    session,
    session
      ? {
          [AGENT_PROFILE_URL]: agent,
          [INQUIRIES_URL]: inquiries,
          [FAVOURITES_URL]: favourites,
          [SAVED_SEARCHES_URL]: savedSearches,
        }
      : {},
  );
}

export const toasts = () => screen.getByTestId("toasts").textContent;
export const personal = () =>
  screen.getByRole("heading", { name: "Personal Information" }).closest("form") as HTMLElement;
export const shownValues = () =>
  within(personal())
    .getAllByRole("definition")
    .map((d) => d.textContent);
export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
