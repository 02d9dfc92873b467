/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { Dashboard, greeting } from "#web/ui/components/dashboard/dashboard.js";
import {
  AGENT_PROFILE_URL,
  DASHBOARD_PROPERTIES_URL,
  INQUIRIES_URL,
} from "#web/ui/queries/dashboard.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { AMA_AGENT, anInquiry } from "../shell/account-fixtures.js";
import { AMA, jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";

function property(id: number, title: string, price = "450000.00") {
  return {
    id,
    title,
    description: "A house.",
    price,
    listingType: "sale" as const,
    rentPeriod: null,
    location: "Ahodwo",
    city: "Kumasi",
    region: "Ashanti",
    propertyType: "house",
    status: "available",
    bedrooms: 3,
    bathrooms: 2,
    parking: null,
    area: null,
    furnishing: null,
    nearUniversities: [],
    images: [],
    amenities: [],
    featured: false,
    isFeatured: false,
    agentId: null,
    agent: null,
    createdAt: `2026-10-${String(id).padStart(2, "0")}T10:00:00.000Z`,
  };
}

const latest = [1, 2, 3, 4, 5, 6].map((id) => property(id, `Latest listing ${id}`));
const favourites = [
  {
    id: 1,
    propertyId: 11,
    createdAt: "2026-11-01T09:00:00.000Z",
    property: property(11, "Saved first"),
  },
  {
    id: 2,
    propertyId: 12,
    createdAt: "2026-11-04T09:00:00.000Z",
    property: property(12, "Saved newest", "2500000.00"),
  },
  {
    id: 3,
    propertyId: 13,
    createdAt: "2026-11-02T09:00:00.000Z",
    property: property(13, "Saved second"),
  },
  {
    id: 4,
    propertyId: 14,
    createdAt: "2026-11-03T09:00:00.000Z",
    property: property(14, "Saved third"),
  },
];
const inquiries = [
  anInquiry(1, "pending", "Asked about Osu flat"),
  anInquiry(2, "responded", "Asked about Spintex house"),
];

function renderDashboard(agentProfile: unknown) {
  return renderWithSession(<Dashboard user={AMA} />, AMA, {
    [DASHBOARD_PROPERTIES_URL]: latest,
    [FAVOURITES_URL]: favourites,
    [INQUIRIES_URL]: inquiries,
    [AGENT_PROFILE_URL]: agentProfile,
  });
}

const panel = (title: string) =>
  screen.getByRole("heading", { name: title }).parentElement?.parentElement as HTMLElement;

describe("Dashboard", () => {
  it("welcomes an account made within the last day, and welcomes back an older one", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    const made = (createdAt: string) => ({ firstName: "Ama", createdAt });
    expect(greeting(made("2026-11-26T08:59:00Z"), now)).toBe("Welcome, Ama!");
    expect(greeting(made("2026-11-25T09:00:01Z"), now)).toBe("Welcome, Ama!");
    expect(greeting(made("2026-11-25T09:00:00Z"), now)).toBe("Welcome back, Ama!");
    expect(greeting({ firstName: " ", createdAt: "2026-01-01T00:00:00Z" }, now)).toBe(
      "Welcome back, User!",
    );
  });

  it("welcomes the user by first name, as 'User' with 'Become Agent' when not an agent; Manage Listings for their own listings", () => {
    renderDashboard(null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome back, Ama!");
    expect(screen.getByText("User")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become Agent" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
    // A private owner's listings, pending or live, are managed there too (decision 56).
    expect(screen.getByRole("link", { name: "Manage Listings" }).getAttribute("href")).toBe(
      "/manage-listings",
    );
  });

  it("labels an agent 'Agent' and offers 'Manage Listings'", () => {
    renderDashboard(AMA_AGENT);
    expect(screen.getByText("Agent")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage Listings" }).getAttribute("href")).toBe(
      "/manage-listings",
    );
    expect(screen.queryByText("Become Agent")).toBeNull();
  });

  it("treats a 404 from the agent profile call as not an agent", async () => {
    const fetch = mockFetch(
      jsonResponse(404, { message: "No agent profile is linked to this account" }),
    );
    renderWithSession(<Dashboard user={AMA} />, AMA, {
      [DASHBOARD_PROPERTIES_URL]: latest,
      [FAVOURITES_URL]: favourites,
      [INQUIRIES_URL]: inquiries,
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(AGENT_PROFILE_URL, expect.anything()));
    expect(screen.getByText("User")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become Agent" })).toBeTruthy();
  });

  it("shows four stat cards from the user's own data", () => {
    renderDashboard(null);
    const region = screen.getByRole("region", { name: "Your activity in numbers" });
    const stats = [...region.querySelectorAll("dl > div")].map((card) => card.textContent);
    expect(stats).toEqual([
      "Saved Properties4",
      "Inquiries Sent2",
      "Awaiting Reply1",
      "Member Since1 November 2026",
    ]);
  });

  it("links the action cards to /properties, /favorites and /profile, and help to /contact", () => {
    renderDashboard(null);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Browse Properties")).toBe("/properties");
    expect(href("My Favorites")).toBe("/favorites");
    expect(href("My Profile")).toBe("/profile");
    expect(href("Contact us")).toBe("/contact");
  });

  it("lists the latest 6 properties as property cards", () => {
    renderDashboard(null);
    const list = screen
      .getByRole("heading", { name: "Latest Properties" })
      .closest("section") as HTMLElement;
    for (const p of latest)
      expect(within(list).getByRole("link", { name: p.title }).getAttribute("href")).toBe(
        `/properties/${p.id}`,
      );
  });

  it("shows the 3 newest favourites, linked to their pages, and a link to /favorites", () => {
    renderDashboard(null);
    const favs = panel("Recent Favorites");
    const links = within(favs)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["View all favorites", "/favorites"],
      ["Saved newestAhodwo, Kumasi", "/properties/12"],
      ["Saved thirdAhodwo, Kumasi", "/properties/14"],
      ["Saved secondAhodwo, Kumasi", "/properties/13"],
    ]);
    expect(within(favs).getByText("GH₵2.5M")).toBeTruthy();
  });

  it("shows recent inquiries with 'pending' in the default badge and others as secondary", () => {
    renderDashboard(null);
    const list = panel("Recent Inquiries");
    expect(
      within(list).getByRole("link", { name: "View your activity" }).getAttribute("href"),
    ).toBe("/profile");
    expect(
      within(list)
        .getByRole("link", { name: /Asked about Osu flat/ })
        .getAttribute("href"),
    ).toBe("/properties/21");
    expect(within(list).getByText("pending").className).toContain("bg-brand-700");
    expect(within(list).getByText("responded").className).toContain("bg-gray-200");
  });

  it("shows the static market insights with their source", () => {
    renderDashboard(null);
    expect(screen.getByText("Market Insights")).toBeTruthy();
    expect(screen.getByText("GH₵742,000")).toBeTruthy();
    expect(screen.getAllByText(/meQasa/).length).toBeGreaterThan(0);
  });
});
