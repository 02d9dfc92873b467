/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AdminPage } from "#web/ui/components/admin/admin-dashboard.js";
import { Toaster } from "#web/ui/components/toast/toaster.js";
import {
  ADMIN_APPLICATIONS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_SESSION_URL,
  ADMIN_STATS_URL,
} from "#web/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "#web/ui/queries/audit-log.js";
import { fakeServer, jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";
import {
  APPLICATIONS,
  AUDIT_LOG,
  application,
  EMPTY_ADMIN,
  LISTINGS,
  PROPERTIES,
  STATS,
  seededAdmin,
} from "./admin-fixtures.js";

function renderAdmin(cached: Record<string, unknown> = seededAdmin()) {
  const onLoggedOut = jest.fn();
  const result = renderWithSession(
    <>
      <AdminPage onLoggedOut={onLoggedOut} />
      <Toaster />
    </>,
    null,
    cached,
  );
  return { ...result, onLoggedOut };
}

function openTab(name: string): HTMLElement {
  fireEvent.mouseDown(screen.getByRole("tab", { name }));
  fireEvent.click(screen.getByRole("tab", { name }));
  return screen.getByRole("tabpanel", { name });
}

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
      "Total Inquiries175 pending",
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

describe("deciding agent applications", () => {
  it("shows every application with its badge, Approve and Reject only for the pending one", () => {
    renderAdmin();
    const panel = openTab("Agent Applications");
    expect(within(panel).getAllByRole("button", { name: /^Approve/ })).toHaveLength(1);
    expect(within(panel).getAllByRole("button", { name: /^Reject/ })).toHaveLength(1);
    expect(within(panel).getByRole("button", { name: "Approve Kwame Boateng" })).toBeTruthy();
    expect(within(panel).getAllByRole("button", { name: /^View Details/ })).toHaveLength(3);
    expect(within(panel).getByText("pending").className).toContain("bg-gray-200");
    expect(within(panel).getByText("approved").className).toContain("bg-brand-700");
    expect(within(panel).getByText("rejected").className).toContain("bg-danger");
    for (const text of ["GREA-1001", "Residential Properties", "English, Twi", "7 years"]) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(panel).getByRole("img", { name: "Kwame Boateng" }).getAttribute("src")).toBe(
      "/uploads/agents/photo-1.jpg",
    );
    const matches = within(panel).getByRole("list", { name: "Matches" });
    expect(matches.textContent).toContain(
      "Same phone as agent #5 (Kofi Annan): approving is refused, since it would take over that agent.",
    );
    expect(within(panel).getAllByRole("list", { name: "Matches" })).toHaveLength(1);
  });

  it("opens the full application in View Details", async () => {
    renderAdmin();
    const panel = openTab("Agent Applications");
    fireEvent.click(within(panel).getByRole("button", { name: "View Details Kwame Boateng" }));
    const dialog = await screen.findByRole("dialog", { name: "Kwame Boateng" });
    const first = APPLICATIONS[0];
    expect(within(dialog).getByText(first?.bio ?? "")).toBeTruthy();
    expect(within(dialog).getByText("Certified Property Manager")).toBeTruthy();
    expect(within(dialog).getByText("https://agency.example")).toBeTruthy();
  });

  it("asks to confirm: Cancel leaves the application pending and sends nothing", async () => {
    const fetch = mockFetch(jsonResponse(500, {}));
    renderAdmin();
    const panel = openTab("Agent Applications");
    fireEvent.click(within(panel).getByRole("button", { name: "Approve Kwame Boateng" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Kwame Boateng?" });
    expect(dialog.textContent).toContain(
      "Kwame Boateng becomes a verified agent in the directory and is e-mailed.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(within(panel).getByRole("button", { name: "Approve Kwame Boateng" })).toBeTruthy();
  });

  it("approves once confirmed, shows the toast, then refreshes the stats and the applications in place", async () => {
    const decided = application(1, "approved", "Kwame Boateng");
    const fetch = fakeServer({
      "PUT /api/admin/agent-registrations/1/status": () => jsonResponse(200, decided),
      [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, { ...STATS, totalAgents: 9 }),
      [`GET ${ADMIN_APPLICATIONS_URL}`]: () =>
        jsonResponse(200, [decided, ...APPLICATIONS.slice(1)]),
      [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, LISTINGS),
      [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
      [`GET ${ADMIN_AUDIT_LOG_URL}`]: () => jsonResponse(200, AUDIT_LOG),
    });
    renderAdmin();
    const panel = openTab("Agent Applications");
    fireEvent.click(within(panel).getByRole("button", { name: "Approve Kwame Boateng" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Kwame Boateng?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));

    await waitFor(() =>
      expect(within(panel).queryByRole("button", { name: /^Approve/ })).toBeNull(),
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/agent-registrations/1/status");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "approved" });
    expect(await screen.findByText("Application approved")).toBeTruthy();
    expect(screen.getByText("Kwame Boateng is now a verified agent.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(panel).getAllByText("approved")).toHaveLength(2);
    expect(openTab("Overview").textContent).toContain("Active Agents9");
  });

  it("rejects only with a reason: a quick choice or typed, sent to the API, then the toast", async () => {
    const fetch = fakeServer({
      "PUT /api/admin/agent-registrations/1/status": () =>
        jsonResponse(200, application(1, "rejected", "Kwame Boateng")),
      [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, STATS),
      [`GET ${ADMIN_APPLICATIONS_URL}`]: () =>
        jsonResponse(200, [application(1, "rejected", "Kwame Boateng"), ...APPLICATIONS.slice(1)]),
      [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, LISTINGS),
      [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
      [`GET ${ADMIN_AUDIT_LOG_URL}`]: () => jsonResponse(200, AUDIT_LOG),
    });
    renderAdmin();
    const panel = openTab("Agent Applications");
    fireEvent.click(within(panel).getByRole("button", { name: "Reject Kwame Boateng" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Kwame Boateng?" });
    const confirm = within(dialog).getByRole("button", { name: "Reject" });
    fireEvent.click(confirm);
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Give a reason for rejecting: it is e-mailed to them",
    );
    const reason = within(dialog).getByLabelText("Reason (sent to the applicant)");
    fireEvent.change(reason, { target: { value: "too short" } });
    fireEvent.click(confirm);
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Reason must be at least 10 characters",
    );
    expect(fetch).not.toHaveBeenCalled();
    const quick = within(dialog).getByRole("button", {
      name: "We could not verify your licence number.",
    });
    fireEvent.click(quick);
    expect(quick.getAttribute("aria-pressed")).toBe("true");
    expect((reason as HTMLTextAreaElement).value).toBe("We could not verify your licence number.");
    fireEvent.click(confirm);
    expect(await screen.findByText("Application rejected")).toBeTruthy();
    expect(screen.getByText("Kwame Boateng has been told why.")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/agent-registrations/1/status");
    expect(JSON.parse(String(init?.body))).toEqual({
      status: "rejected",
      reason: "We could not verify your licence number.",
    });
  });

  it("shows a failed decision as an error toast with the server's message, and still refreshes (issue 18 replaces 'only logged')", async () => {
    const error = jest.spyOn(console, "error");
    const fetch = fakeServer({
      "PUT /api/admin/agent-registrations/1/status": () =>
        jsonResponse(409, { message: "This application was already rejected" }),
      [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, STATS),
      [`GET ${ADMIN_APPLICATIONS_URL}`]: () =>
        jsonResponse(200, [application(1, "rejected", "Kwame Boateng"), ...APPLICATIONS.slice(1)]),
      [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, LISTINGS),
      [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
      [`GET ${ADMIN_AUDIT_LOG_URL}`]: () => jsonResponse(200, AUDIT_LOG),
    });
    renderAdmin();
    const panel = openTab("Agent Applications");
    fireEvent.click(within(panel).getByRole("button", { name: "Approve Kwame Boateng" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Kwame Boateng?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("This application was already rejected")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).queryByRole("button", { name: /^Reject/ })).toBeNull(),
    );
    expect(fetch.mock.calls.map(([u]) => u)).toContain(ADMIN_APPLICATIONS_URL);
    expect(error).not.toHaveBeenCalled();
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
