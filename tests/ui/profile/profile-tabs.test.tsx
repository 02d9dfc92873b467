/** @jest-environment jsdom */
import { act, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { dismissShownToasts, recordLoginRedirects } from "../property-detail/toast-probe.js";
import { AMA_AGENT, anInquiry } from "../shell/account-fixtures.js";
import { mockFetch } from "../shell/shell-test-kit.js";
import { renderProfile, saved, toasts } from "./profile-test-kit.js";

// /profile's Preferences and Activity tabs, its place in the header, and a signed-out visit.
// The details and editing them are in profile-page.test.tsx.

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

describe("/profile", () => {
  it("Preferences shows the account type, member since and 'Become Agent' for a non-agent", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const panel = screen.getByRole("tabpanel", { name: "Preferences" });
    expect(panel.getAttribute("data-state")).toBe("active");
    const facts = within(panel)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Account type", "Standard User"],
      ["Member since", "1 November 2026"],
      ["Agent status", "Not a verified agentBecome Agent"],
    ]);
    expect(within(panel).getByRole("link", { name: "Become Agent" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
  });

  it("Preferences labels an agent 'Agent' with 'Manage Listings' (still a Standard User account)", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile({ agent: AMA_AGENT });
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const panel = screen.getByRole("tabpanel", { name: "Preferences" });
    expect(within(panel).getByText("Agent")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Manage Listings" })).toBeTruthy();
    expect(within(panel).queryByText("Become Agent")).toBeNull();
    expect(within(panel).getByText("Standard User")).toBeTruthy();
  });

  it("Activity lists every inquiry with its status badge and the saved properties", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile({
      inquiries: [
        anInquiry(1, "pending", "Asked about Osu flat"),
        anInquiry(2, "responded", "Asked about Spintex house"),
        anInquiry(3, "pending", "Asked about Tema plot"),
        anInquiry(4, "closed", "Asked about Kumasi hostel"),
      ],
      favourites: [saved(1, "Saved older"), saved(2, "Saved newer")],
    });
    await user.click(screen.getByRole("tab", { name: "Activity" }));
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Activity");

    const inquiries = screen.getByRole("region", { name: "My Inquiries (4)" });
    const rows = within(inquiries)
      .getAllByRole("listitem")
      .map((li) => [within(li).getByRole("link").getAttribute("href"), li.lastChild?.textContent]);
    expect(rows).toEqual([
      ["/properties/24", "closed"],
      ["/properties/23", "pending"],
      ["/properties/22", "responded"],
      ["/properties/21", "pending"],
    ]);
    expect(within(inquiries).getAllByText("pending")[0]?.className).toContain("bg-brand-700");
    expect(within(inquiries).getByText("responded").className).toContain("bg-gray-200");

    const favourites = screen.getByRole("region", { name: "Saved Properties (2)" });
    expect(
      within(favourites).getByRole("link", { name: "View all favorites" }).getAttribute("href"),
    ).toBe("/favorites");
    expect(
      within(favourites)
        .getByRole("link", { name: /Saved newer/ })
        .getAttribute("href"),
    ).toBe("/properties/20");
    expect(within(favourites).getAllByText("GH₵2.5M")).toHaveLength(2);
  });

  it("Activity says so when there is nothing yet", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("tab", { name: "Activity" }));
    expect(screen.getByText(/No inquiries yet/)).toBeTruthy();
    expect(screen.getByText(/No saved properties yet/)).toBeTruthy();
  });

  it("marks Profile as the current page in the header", () => {
    renderProfile();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Favorites" }).getAttribute("aria-current")).toBeNull();
  });

  it("sends a signed-out visitor to sign in after a toast, 500 ms later, asking nothing private", async () => {
    const fetch = mockFetch();
    renderProfile({ session: null });
    await act(async () => {});
    const prompt = screen.getByRole("heading", { name: "Sign in required" })
      .parentElement as HTMLElement;
    expect(within(prompt).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/login?returnTo=%2Fprofile",
    );
    expect(toasts()).toBe("Unauthorized - You are logged out. Logging in again...|destructive");
    expect(redirects.delays).toEqual([500]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
