/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { PropertyCard } from "#web/ui/components/property/property-card.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { dismissAllToasts, fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { ToastText } from "./toast-text.js";

afterEach(dismissAllToasts);

const property = {
  id: 41,
  title: "4 Bedroom House, Trasacco Valley",
  description: "A family house.",
  price: "2850000.00",
  listingType: "sale" as const,
  rentPeriod: null,
  location: "Trasacco Valley",
  city: "Accra",
  region: "Greater Accra",
  propertyType: "house",
  status: "available",
  bedrooms: 4,
  bathrooms: null,
  parking: 2,
  area: "420",
  furnishing: null,
  nearUniversities: [],
  images: ["/images/seed/house-1.jpg"],
  amenities: [],
  featured: true,
  isFeatured: true,
  agentId: null,
  agent: null,
  owner: null,
  createdAt: "2026-10-05T10:00:00.000Z",
  priceCurrency: "GHS" as const,
  priceConversion: null,
  rentAdvanceMonths: null,
  exceedsLegalAdvance: false,
  commissionAboveCommon: false,
  priceReducedAt: null,
  recentlyReduced: false,
  availability: null,
  viewingFee: null,
  commissionPercent: null,
  digitalAddress: null,
  titleStatus: null,
  latitude: null,
  longitude: null,
  published: true,
  lastConfirmedAt: "2026-10-05T10:00:00.000Z",
  expiresAt: "2026-12-04T10:00:00.000Z",
  freshness: "fresh" as const,
  underReview: false,
};

function renderCard(session: typeof AMA | null, saved: number[] = []) {
  const favourites = saved.map((propertyId, id) => ({ id, propertyId, createdAt: "", property }));
  return renderWithSession(
    <>
      <PropertyCard property={property} />
      <ToastText />
    </>,
    session,
    session ? { [FAVOURITES_URL]: favourites } : {},
  );
}
const heart = () => screen.getByRole("button", { name: /favorites/ });
const toastText = () => screen.getByTestId("toast-text").textContent;

describe("PropertyCard", () => {
  it("shows the spec §2 fields: badges, address, GH₵ price, only the facts that are set, date", () => {
    renderCard(null);
    expect(screen.getByText("Featured")).toBeTruthy();
    expect(screen.getByText("available").className).toContain("bg-green-700");
    expect(screen.getByText("Trasacco Valley, Accra")).toBeTruthy();
    expect(screen.getByText("GH₵2,850,000")).toBeTruthy();
    expect(screen.getByText("4 beds")).toBeTruthy();
    expect(screen.getByText("2 parking")).toBeTruthy();
    expect(screen.queryByText(/bath/)).toBeNull();
    expect(screen.getByText("5 October 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: property.title }).getAttribute("href")).toBe(
      "/properties/41",
    );
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/images/seed/house-1.jpg");
  });

  it("falls back to the placeholder image and hides the Featured badge", () => {
    renderWithSession(
      <PropertyCard property={{ ...property, images: [], isFeatured: false, status: "let" }} />,
      null,
    );
    expect(document.querySelector("img")?.getAttribute("src")).toBe(
      "/images/placeholder-property.jpg",
    );
    expect(screen.queryByText("Featured")).toBeNull();
    expect(screen.getByText("let").className).not.toContain("bg-green-700");
  });

  it("shows the user's real saved state and removes with the card's words", async () => {
    const fetch = mockFetch(fakeResponse(204, ""), fakeResponse(200, []));
    renderCard(AMA, [41]);
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(heart());
    await waitFor(() =>
      expect(toastText()).toBe(
        "Removed from favorites - Property removed from your favorites list",
      ),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/favorites/41");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
  });

  it("adds with the card's words", async () => {
    mockFetch(fakeResponse(201, {}), fakeResponse(200, []));
    renderCard(AMA, []);
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart());
    await waitFor(() =>
      expect(toastText()).toBe("Added to favorites - Property added to your favorites list"),
    );
  });

  it("asks a 401 to sign in, and any other failure to try again", async () => {
    mockFetch(fakeResponse(401, '{"message":"Unauthorized"}'));
    renderCard(AMA, []);
    await userEvent.click(heart());
    await waitFor(() =>
      expect(toastText()).toBe("Sign in required - Please sign in to save favorites."),
    );
    dismissAllToasts();
    mockFetch(fakeResponse(500, "down"));
    await userEvent.click(heart());
    await waitFor(() =>
      expect(toastText()).toBe("Error - Failed to update favorites. Please try again."),
    );
  });

  it("asks a visitor to sign in without calling the API", async () => {
    const fetch = mockFetch();
    renderCard(null);
    await userEvent.click(heart());
    expect(toastText()).toBe("Sign in required - Please sign in to save favorites.");
    expect(fetch).not.toHaveBeenCalled();
  });
});
