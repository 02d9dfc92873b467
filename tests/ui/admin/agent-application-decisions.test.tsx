/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  ADMIN_APPLICATIONS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_STATS_URL,
} from "#web/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "#web/ui/queries/audit-log.js";
import { fakeServer, jsonResponse, mockFetch } from "../shell/shell-test-kit.js";
import { openTab, renderAdmin } from "./admin-dashboard-support.js";
import {
  APPLICATIONS,
  AUDIT_LOG,
  application,
  LISTINGS,
  PROPERTIES,
  STATS,
} from "./admin-fixtures.js";

/**
 * The server once application 1 is decided: the PUT gives `decision`'s answer, and the reads
 * that follow show the application as rejected.
 */
function serverAfterRejection(decision: () => ReturnType<typeof jsonResponse>): jest.Mock {
  return fakeServer({
    "PUT /api/admin/agent-registrations/1/status": decision,
    [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, STATS),
    [`GET ${ADMIN_APPLICATIONS_URL}`]: () =>
      jsonResponse(200, [application(1, "rejected", "Kwame Boateng"), ...APPLICATIONS.slice(1)]),
    [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, LISTINGS),
    [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
    [`GET ${ADMIN_AUDIT_LOG_URL}`]: () => jsonResponse(200, AUDIT_LOG),
  });
}

afterEach(() => jest.restoreAllMocks());

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
    const fetch = serverAfterRejection(() =>
      jsonResponse(200, application(1, "rejected", "Kwame Boateng")),
    );
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
    const fetch = serverAfterRejection(() =>
      jsonResponse(409, { message: "This application was already rejected" }),
    );
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
