/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import FavouritesPage from "#web/pages/favorites/+Page.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { listing } from "../property-detail/listing-fixture.js";
import {
  dismissShownToasts,
  recordLoginRedirects,
  ToastProbe,
} from "../property-detail/toast-probe.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

const saved = (
  id: number,
  price: string,
  title: string,
  terms: Partial<Parameters<typeof listing>[0]> = {},
) => ({
  id,
  propertyId: id * 10,
  createdAt: "2026-11-21T08:00:00.000Z",
  property: listing({ id: id * 10, price, title, ...terms }),
});
const HOUSE = "4 Bedroom House with Pool in East Legon";

function renderPage(favourites: unknown[] | undefined, session: typeof AMA | null = AMA) {
  return renderWithSession(
    <>
      <FavouritesPage />
      <ToastProbe />
    </>,
    session,
    favourites ? { [FAVOURITES_URL]: favourites } : {},
  );
}
const toasts = () => screen.getByTestId("toasts").textContent;

describe("/favorites", () => {
  it("lists saved properties with their prices in full (a million or more shortened), a rent's period, and links to their pages", () => {
    const rent = { listingType: "rent", rentPeriod: "month" } as const;
    renderPage([
      saved(1, "3800000.00", HOUSE),
      saved(2, "5500.00", "Furnished 2 Bedroom Apartment in East Legon", rent),
      saved(3, "240000.00", "Office floor, Airport", { ...rent, rentPeriod: "year" }),
      saved(4, "1800.00", "Serviced flat, Cantonments", { ...rent, priceCurrency: "USD" }),
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "My Favorites" })).toBeTruthy();
    expect(screen.getByText("GH₵3.8M")).toBeTruthy();
    expect(screen.getByText("GH₵5,500 / month")).toBeTruthy();
    expect(screen.getByText("GH₵240,000 / year")).toBeTruthy();
    expect(screen.getByText("US$1,800 / month")).toBeTruthy();
    expect(screen.getByRole("link", { name: HOUSE }).getAttribute("href")).toBe("/properties/10");
  });

  it("shows 'No Favorites Yet' when nothing is saved", () => {
    renderPage([]);
    expect(screen.getByRole("heading", { name: "No Favorites Yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse properties" }).getAttribute("href")).toBe(
      "/properties",
    );
  });

  it("removes with DELETE /api/favorites/{propertyId} and toasts 'Removed from Favorites'", async () => {
    const fetch = mockFetch(fakeResponse(200, { removed: true }), fakeResponse(200, []));
    renderPage([saved(1, "3800000.00", HOUSE)]);
    await userEvent.click(screen.getByRole("button", { name: `Remove ${HOUSE} from favorites` }));
    await waitFor(() => expect(toasts()).toBe("Removed from Favorites|default"));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/favorites/10");
    expect(init?.method).toBe("DELETE");
    // The list is read again, so the removed property leaves the page.
    expect(await screen.findByRole("heading", { name: "No Favorites Yet" })).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe(FAVOURITES_URL);
  });

  it("answers a 401 with the destructive logged-out toast, then goes to sign in after 500 ms", async () => {
    mockFetch(fakeResponse(401, '{"message":"Unauthorized"}'));
    renderPage([saved(1, "3800000.00", HOUSE)]);
    await userEvent.click(screen.getByRole("button", { name: /^Remove/ }));
    await waitFor(() =>
      expect(toasts()).toBe("Unauthorized - You are logged out. Logging in again...|destructive"),
    );
    expect(redirects.delays).toEqual([500]);
  });

  it("answers another failure with 'Failed to remove from favorites. Please try again.'", async () => {
    mockFetch(fakeResponse(500, "boom"));
    renderPage([saved(1, "3800000.00", HOUSE)]);
    await userEvent.click(screen.getByRole("button", { name: /^Remove/ }));
    await waitFor(() =>
      expect(toasts()).toMatch(/^Failed to remove from favorites\. Please try again\.\|/),
    );
    expect(redirects.delays).toEqual([]);
    expect(screen.getByText("GH₵3.8M")).toBeTruthy();
  });

  it("sends a signed-out visitor to sign in after a toast, 500 ms later", async () => {
    const fetch = mockFetch();
    renderPage(undefined, null);
    await act(async () => {});
    expect(screen.getByRole("heading", { name: "Sign in required" })).toBeTruthy();
    expect(toasts()).toBe("Unauthorized - You are logged out. Logging in again...|destructive");
    expect(redirects.delays).toEqual([500]);
    // Nothing private is asked for a visitor.
    expect(fetch).not.toHaveBeenCalled();
  });
});
