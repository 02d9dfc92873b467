/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { SiteHeader } from "#web/ui/components/layout/site-header.js";
import { AMA, renderWithSession, stubBrowser, unstubBrowser } from "./shell-test-kit.js";

beforeEach(() => {
  stubBrowser();
});
afterEach(unstubBrowser);

describe("mobile drawer", () => {
  it("opens from the keyboard, traps the links inside, and closes with Escape back on the button", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<SiteHeader pathname="/blog" />, null);
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");

    menuButton.focus();
    await user.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    const nav = within(drawer).getByRole("navigation", { name: "Mobile" });
    expect(within(nav).getAllByRole("link")).toHaveLength(7);
    expect(within(nav).getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(drawer).getByRole("link", { name: "List Property" })).toBeTruthy();
    expect(drawer.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it("closes with its Close button and after a link is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<SiteHeader pathname="/" />, AMA);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    let drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByText("Welcome, Ama")).toBeTruthy();
    // A signed-in owner reaches their listings and lists another from the drawer (decision 56).
    expect(within(drawer).getByRole("link", { name: "Manage Listings" }).getAttribute("href")).toBe(
      "/manage-listings",
    );
    expect(within(drawer).getByRole("link", { name: "List Property" }).getAttribute("href")).toBe(
      "/list-property",
    );
    await user.click(within(drawer).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "Agents" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
