/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SiteHeader } from "#web/ui/components/layout/site-header.js";
import {
  AMA,
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "./shell-test-kit.js";

let scrollTo: jest.Mock;
beforeEach(() => {
  ({ scrollTo } = stubBrowser());
});
afterEach(unstubBrowser);

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("site header", () => {
  it("links the logo home and lists the seven main links in order", () => {
    renderWithSession(<SiteHeader pathname="/" />, null);
    expect(screen.getByRole("link", { name: "Ofie" }).getAttribute("href")).toBe("/");
    const links = within(mainNav())
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Properties", "/properties"],
      ["Student Hostels", "/student-hostels"],
      ["Agents", "/agents"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Financing", "/financing"],
    ]);
  });

  it("shows a visitor Sign In, 'For Agents' and 'List Property', and nothing of an account", () => {
    renderWithSession(<SiteHeader pathname="/" />, null);
    expect(screen.getByRole("link", { name: "For Agents" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
    expect(screen.getByRole("link", { name: "List Property" }).getAttribute("href")).toBe(
      "/list-property",
    );
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
    expect(screen.queryByText(/Welcome,/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Favorites" })).toBeNull();
  });

  it("sends Sign In back to the page the visitor is on", () => {
    renderWithSession(<SiteHeader pathname="/properties/7" />, null);
    expect(
      within(screen.getByRole("banner"))
        .getAllByRole("link", { name: "Sign In" })[0]
        ?.getAttribute("href"),
    ).toBe("/login?returnTo=%2Fproperties%2F7");
  });

  it("shows a signed-in user the account links, the welcome line and Sign Out to /api/logout", () => {
    renderWithSession(<SiteHeader pathname="/" />, AMA);
    expect(screen.getByText("Welcome, Ama")).toBeTruthy();
    // Spec §2's three, then an owner's or agent's way to their listings (decision 56) and to
    // both sides' viewings (decision 104).
    for (const [name, href] of [
      ["Favorites", "/favorites"],
      ["Profile", "/profile"],
      ["Compare", "/compare"],
      ["Manage Listings", "/manage-listings"],
      ["My viewings", "/viewings"],
      ["List Property", "/list-property"],
    ]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    const signOut = screen.getByRole("button", { name: "Sign Out" });
    expect(signOut.closest("form")?.getAttribute("action")).toBe("/api/logout");
    expect(screen.queryByRole("link", { name: "For Agents" })).toBeNull();
  });

  it("welcomes a user without a first name as 'User'", () => {
    renderWithSession(<SiteHeader pathname="/" />, { ...AMA, firstName: null });
    expect(screen.getByText("Welcome, User")).toBeTruthy();
  });

  it("shows a placeholder while the current-user call is loading", () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
    renderWithSession(<SiteHeader pathname="/" />, "unknown");
    expect(screen.getByTestId("auth-placeholder").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("link", { name: "For Agents" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("treats a failed current-user call as signed out and asks only once (no retry)", async () => {
    const fetch = mockFetch(jsonResponse(401, { message: "Unauthorized" }));
    renderWithSession(<SiteHeader pathname="/" />, "unknown");
    await screen.findByRole("link", { name: "For Agents" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/user");
    expect(screen.queryByTestId("auth-placeholder")).toBeNull();
  });

  it("marks the current section's link, including on pages below it", () => {
    const { rerender } = renderWithSession(<SiteHeader pathname="/agents" />, null);
    const current = () =>
      within(mainNav())
        .getAllByRole("link")
        .filter((a) => a.getAttribute("aria-current") === "page")
        .map((a) => a.textContent);
    expect(current()).toEqual(["Agents"]);
    rerender(<SiteHeader pathname="/properties/12" />);
    expect(current()).toEqual(["Properties"]);
    rerender(<SiteHeader pathname="/" />);
    expect(current()).toEqual([]);
  });

  it("marks the signed-in user's current account page", () => {
    renderWithSession(<SiteHeader pathname="/favorites" />, AMA);
    expect(screen.getByRole("link", { name: "Favorites" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBeNull();
  });

  it("scrolls smoothly to the top when a link is followed", () => {
    renderWithSession(<SiteHeader pathname="/" />, null);
    fireEvent.click(within(mainNav()).getByRole("link", { name: "Blog" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("picks up the user once the current-user call answers", async () => {
    mockFetch(jsonResponse(200, AMA));
    renderWithSession(<SiteHeader pathname="/" />, "unknown");
    await waitFor(() => expect(screen.getByText("Welcome, Ama")).toBeTruthy());
  });
});
