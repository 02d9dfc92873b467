/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import ProfilePage from "#web/pages/profile/+Page.js";
import { SiteHeader } from "#web/ui/components/layout/site-header.js";
import { emailChangeNote } from "#web/ui/components/profile/profile-details.js";
import { AGENT_PROFILE_URL, INQUIRIES_URL } from "#web/ui/queries/dashboard.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { SAVED_SEARCHES_URL } from "#web/ui/queries/saved-searches.js";
import { listing } from "../property-detail/listing-fixture.js";
import {
  dismissShownToasts,
  recordLoginRedirects,
  ToastProbe,
} from "../property-detail/toast-probe.js";
import { AMA_AGENT, anInquiry } from "../shell/account-fixtures.js";
import { AMA, jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

const saved = (id: number, title: string) => ({
  id,
  propertyId: id * 10,
  createdAt: `2026-11-0${id}T08:00:00.000Z`,
  property: listing({ id: id * 10, title, price: "2500000.00" }),
});

function renderProfile({
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

const toasts = () => screen.getByTestId("toasts").textContent;
const personal = () =>
  screen.getByRole("heading", { name: "Personal Information" }).closest("form") as HTMLElement;
const shownValues = () =>
  within(personal())
    .getAllByRole("definition")
    .map((d) => d.textContent);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("/profile", () => {
  it("shows the user's details read-only, the account type 'Standard User' and member-since date", () => {
    renderProfile();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Ama Mensah");
    const summary = heading.closest("header") as HTMLElement;
    expect(within(summary).getByText(AMA.email)).toBeTruthy();
    expect(within(summary).getByText("Standard User")).toBeTruthy();
    expect(summary.textContent).toContain("Member since 1 Nov 2026");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Profile",
      "Preferences",
      "Activity",
    ]);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Profile");
    expect(shownValues()).toEqual(["Ama", "Mensah", AMA.email]);
    expect(within(personal()).queryByRole("textbox")).toBeNull();
  });

  it("Edit opens the fields, and Cancel restores them as they were without a request", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(document.activeElement).toBe(input("First name"));
    expect(
      [input("First name"), input("Last name"), input("Email address")].map((i) => i.value),
    ).toEqual(["Ama", "Mensah", AMA.email]);
    await user.clear(input("First name"));
    await user.type(input("First name"), "Akosua");
    await user.clear(input("Email address"));
    await user.type(input("Email address"), "akosua@example.com");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(shownValues()).toEqual(["Ama", "Mensah", AMA.email]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(input("First name").value).toBe("Ama");
    expect(input("Email address").value).toBe(AMA.email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Save sends PUT /api/profile, reads /api/auth/user again and toasts 'Profile Updated'", async () => {
    // Issue 15: a new address waits for its link; the names are saved at once.
    const updated = {
      ...AMA,
      firstName: "Akosua",
      lastName: "Owusu",
      pendingEmail: "akosua@example.com",
    };
    const fetch = mockFetch(jsonResponse(200, updated), jsonResponse(200, updated));
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByText("Welcome, Ama")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("First name"));
    await user.type(input("First name"), "  Akosua ");
    await user.clear(input("Last name"));
    await user.type(input("Last name"), "Owusu");
    await user.clear(input("Email address"));
    await user.type(input("Email address"), "akosua@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(toasts()).toBe(`Profile Updated - ${emailChangeNote("akosua@example.com")}|default`),
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/profile");
    expect(init?.method).toBe("PUT");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(init?.body)).toEqual({
      firstName: "Akosua",
      lastName: "Owusu",
      email: "akosua@example.com",
    });
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/user");
    // The header and the page now show what the server holds.
    expect(screen.getByText("Welcome, Akosua")).toBeTruthy();
    expect(shownValues()).toEqual(["Akosua", "Owusu", AMA.email]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Akosua Owusu");
    expect(screen.getByText(/Waiting for confirmation/).textContent).toContain(
      "akosua@example.com",
    );
  });

  it("toasts 'Failed to update profile. Please try again.' and keeps the edits when the save fails", async () => {
    const fetch = mockFetch(jsonResponse(500, { message: "Internal Server Error" }));
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("Last name"));
    await user.type(input("Last name"), "Owusu");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(toasts()).toBe("Failed to update profile. Please try again.|destructive"),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(input("Last name").value).toBe("Owusu");
    expect(screen.getByText("Welcome, Ama")).toBeTruthy();
  });

  it("shows the server's field message under the field (an e-mail already taken)", async () => {
    mockFetch(
      jsonResponse(409, {
        message: "An account with this email already exists",
        code: "ACCOUNTS.EMAIL_TAKEN",
        errors: { email: ["An account with this email already exists"] },
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("Email address"));
    await user.type(input("Email address"), "kofi@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const message = await screen.findByText("An account with this email already exists");
    expect(message.id).toBe("profile-email-error");
    expect(input("Email address").getAttribute("aria-invalid")).toBe("true");
    expect(input("Email address").getAttribute("aria-describedby")).toBe("profile-email-error");
    expect(toasts()).toBe("Failed to update profile. Please try again.|destructive");
  });

  it("checks the fields before sending anything", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("First name"));
    await user.type(input("First name"), "   ");
    await user.clear(input("Email address"));
    await user.type(input("Email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Preferences shows the account type, member since and 'Become Agent' for a non-agent", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const panel = screen.getByRole("tabpanel", { name: "Preferences" });
    expect(panel.getAttribute("data-state")).toBe("active");
    const facts = within(panel)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Account type", "Standard User"],
      ["Member since", "1 Nov 2026"],
      ["Agent status", "Not a verified agentBecome Agent"],
    ]);
    expect(within(panel).getByRole("link", { name: "Become Agent" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
  });

  it("Preferences labels an agent 'Agent' with 'Manage Listings' (still a Standard User account)", async () => {
    const user = userEvent.setup();
    renderProfile({ agent: AMA_AGENT });
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const panel = screen.getByRole("tabpanel", { name: "Preferences" });
    expect(within(panel).getByText("Agent")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Manage Listings" })).toBeTruthy();
    expect(within(panel).queryByText("Become Agent")).toBeNull();
    expect(within(panel).getByText("Standard User")).toBeTruthy();
  });

  it("Activity lists every inquiry with its status badge and the saved properties", async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
