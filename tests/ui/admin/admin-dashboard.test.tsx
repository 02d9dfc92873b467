/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  ADMIN_APPLICATIONS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_SESSION_URL,
  ADMIN_STATS_URL,
} from "#web/ui/queries/admin.js";
import { fakeServer, jsonResponse, mockFetch } from "../shell/shell-test-kit.js";
import { openTab, renderAdmin } from "./admin-dashboard-support.js";
import {
  APPLICATIONS,
  EMPTY_ADMIN,
  LISTINGS,
  PROPERTIES,
  STATS,
  seededAdmin,
} from "./admin-fixtures.js";

/** jsdom's Blob has no text(); FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob as Blob);
  });
}

afterEach(() => jest.restoreAllMocks());

describe("the admin wall on /admin", () => {
  it("shows 'Access Denied' and 'Go to Login' without the server's admin flag, and asks for nothing", () => {
    const fetch = mockFetch();
    renderAdmin({ [ADMIN_SESSION_URL]: { isAdmin: false } });
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe(
      "/admin/login",
    );
    expect(screen.queryByRole("tab")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Loading admin dashboard...' while the server is asked, then follows its answer", async () => {
    const fetch = mockFetch(jsonResponse(200, { isAdmin: false }));
    renderAdmin({});
    expect(screen.getByRole("status").textContent).toBe("Loading admin dashboard...");
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(ADMIN_SESSION_URL);
  });

  it("falls back to 'Access Denied' when an admin read answers 401 (the session ended)", async () => {
    mockFetch(jsonResponse(401, { message: "Unauthorized: admin sign-in required" }));
    renderAdmin(seededAdmin({ [ADMIN_STATS_URL]: undefined }));
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
  });
});

describe("the admin dashboard", () => {
  it("shows the four stat cards with their notes, revenue in cedis", () => {
    renderAdmin();
    const cards = screen.getByRole("region", { name: "Platform statistics" });
    const texts = [...cards.querySelectorAll("dl")].map((dl) => dl.textContent);
    expect(texts).toEqual([
      "Total Users42+6 this week",
      "Total Properties12095 active listings",
      "Total Inquiries175 pending · 115 leads of every kind",
      "Monthly RevenueGH₵0+0% from last month",
    ]);
  });

  it("offers exactly five tabs and opens on the overview's quick stats and growth", () => {
    renderAdmin();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Leads",
      "Properties",
      "Users",
      "Agent Applications",
    ]);
    const overview = screen.getByRole("tabpanel", { name: "Overview" });
    const figures = [...overview.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(figures).toEqual([
      "Active Agents8",
      "Active Listings95",
      "Pending Inquiries5",
      "All Leads115",
      "Weekly Signups6",
      "Monthly RevenueGH₵0",
      "Conversion Rate0%",
    ]);
    // Only the chosen panel is exposed; the others stay in the page but hidden.
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("shows the spec's empty texts", () => {
    renderAdmin(EMPTY_ADMIN);
    expect(within(openTab("Leads")).getByText("No leads available")).toBeTruthy();
    expect(within(openTab("Properties")).getByText("No recent properties")).toBeTruthy();
    expect(within(openTab("Users")).getByText("No users found")).toBeTruthy();
    expect(within(openTab("Agent Applications")).getByText("No Agent Applications")).toBeTruthy();
  });

  it("lists leads with their source, interest and coloured status badge, and a View dialog", async () => {
    renderAdmin();
    const leads = openTab("Leads");
    expect(within(leads).getByText("Interested in: Osu 2-bed flat")).toBeTruthy();
    const tone = (status: string) => within(leads).getByText(status).className;
    expect(tone("new")).toContain("bg-blue-100");
    expect(tone("contacted")).toContain("bg-yellow-100");
    expect(tone("qualified")).toContain("bg-green-100");
    expect(tone("closed")).toContain("bg-gray-100");
    fireEvent.click(within(leads).getByRole("button", { name: "View esi@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Lead" });
    expect(within(dialog).getByRole("link", { name: "esi@example.com" }).getAttribute("href")).toBe(
      "mailto:esi@example.com",
    );
  });

  it("lists the first 5 recent properties with View links and a CSV Export", async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:property";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAdmin();
    const panel = openTab("Properties");
    const recent = within(panel).getByRole("heading", { name: "Recent Properties" })
      .parentElement as HTMLElement;
    expect(within(recent).getAllByRole("listitem")).toHaveLength(5);
    expect(within(recent).queryByText("Recent property 6")).toBeNull();
    expect(within(recent).getByText("active").className).toContain("bg-brand-700");
    expect(within(recent).getAllByText("available")[0]?.className).toContain("bg-gray-200");
    expect(
      within(recent).getByRole("link", { name: "View Recent property 2" }).getAttribute("href"),
    ).toBe("/properties/2");

    fireEvent.click(within(recent).getByRole("button", { name: "Export Recent property 1" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0]?.type).toBe("text/csv;charset=utf-8");
    expect(await textOf(saved[0])).toBe(
      "id,title,location,price,propertyType,createdAt,status\r\n" +
        '1,Recent property 1,"East Legon, Accra",150000.00,house,2026-11-01T10:00:00.000Z,active\r\n',
    );
  });

  it("lists users by name, else e-mail, at most 10", () => {
    renderAdmin();
    const users = openTab("Users");
    const names = within(users)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("p")?.textContent);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe("user1@example.com");
    expect(names[1]).toBe("First2 Last2");
  });
});

describe("listing submissions in the Properties tab", () => {
  it("shows a pending submission with its media and decides it through the API", async () => {
    const fetch = fakeServer({
      "PUT /api/admin/listings/9/status": () =>
        jsonResponse(200, { ...LISTINGS[0], status: "rejected" }),
      [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, STATS),
      [`GET ${ADMIN_APPLICATIONS_URL}`]: () => jsonResponse(200, APPLICATIONS),
      [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, []),
      [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
    });
    renderAdmin();
    const panel = openTab("Properties");
    const section = within(panel).getByRole("heading", { name: "Listing Submissions" })
      .parentElement as HTMLElement;
    expect(within(section).getByText("Ahodwo, Kumasi")).toBeTruthy();
    expect(within(section).getByText("GH₵450,000")).toBeTruthy();
    expect(within(section).getByText("2 images · 1 video")).toBeTruthy();
    expect(within(section).getAllByRole("img")).toHaveLength(2);
    expect(within(section).getByRole("link", { name: "owner@example.com" })).toBeTruthy();

    fireEvent.click(
      within(section).getByRole("button", { name: "Reject Three bedroom house in Ahodwo" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Reject Three bedroom house in Ahodwo?",
    });
    fireEvent.change(within(dialog).getByLabelText("Reason (sent to the owner)"), {
      target: { value: "The price looks wrong for Ahodwo." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(section).findByText("No listing submissions awaiting review")).toBeTruthy();
    expect(await screen.findByText("Listing rejected")).toBeTruthy();
    expect(
      screen.getByText('The owner of "Three bedroom house in Ahodwo" has been told why.'),
    ).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/listings/9/status");
    expect(JSON.parse(String(init?.body))).toEqual({
      status: "rejected",
      reason: "The price looks wrong for Ahodwo.",
    });
  });
});

describe("logging out", () => {
  it("posts /api/admin/logout, then leaves", async () => {
    const fetch = mockFetch(jsonResponse(200, { success: true }));
    const { onLoggedOut } = renderAdmin();
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/admin/logout");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
  });
});
