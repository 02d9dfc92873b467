/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AdminPage } from "#web/ui/components/admin/admin-dashboard.js";
import {
  ADMIN_APPLICATIONS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_STATS_URL,
} from "#web/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "#web/ui/queries/audit-log.js";
import { fakeServer, jsonResponse, renderWithSession } from "../shell/shell-test-kit.js";
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

const section = () => screen.getByRole("region", { name: "Audit log" });
const rows = () => within(section()).getAllByRole("listitem");

const PAGE_TWO = {
  entries: [
    {
      id: 1,
      at: "2026-11-01T08:00:00.000Z",
      actor: "cli:kofi",
      action: "exchange_rate.set",
      targetType: "exchange_rate",
      targetId: "2026-11-01",
      detail: "GH₵15.40 per US$1; 3 dollar listing(s) repriced",
    },
  ],
  page: 2,
  pageSize: 20,
  total: 21,
};

afterEach(() => jest.restoreAllMocks());

describe("the audit log on /admin", () => {
  it("lists the server's page newest first: what, on which target, who and when (UTC)", () => {
    const fetch = fakeServer({});
    renderWithSession(<AdminPage onLoggedOut={() => {}} />, null, seededAdmin());
    expect(within(section()).getByRole("heading", { name: "Audit log" })).toBeTruthy();
    const [newest, older] = rows();
    expect(newest?.textContent).toContain("Approved listing · Submission #7");
    expect(newest?.textContent).toContain(
      '"Two-bedroom flat at Ahodwo"; published as property #31',
    );
    expect(newest?.textContent).toContain("admin#ab12cd34 · 2026-11-23 14:05 UTC");
    expect(newest?.querySelector("time")?.getAttribute("dateTime")).toBe(AUDIT_LOG.entries[0]?.at);
    expect(older?.textContent).toContain("Rejected agent application · Application #3");
    expect(older?.textContent).toContain("cli:ama");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("pages: Older asks for page 2, Newer goes back to the seeded first page", async () => {
    const fetch = fakeServer({
      [`GET ${ADMIN_AUDIT_LOG_URL}?page=2`]: () => jsonResponse(200, PAGE_TWO),
    });
    renderWithSession(<AdminPage onLoggedOut={() => {}} />, null, seededAdmin());
    const pages = within(section()).getByRole("navigation", { name: "Audit log pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    expect(
      (within(pages).getByRole("button", { name: "Newer" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pages).getByRole("button", { name: "Older" }));
    await waitFor(() => expect(section().textContent).toContain("Page 2 of 2"));
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining("Set the exchange rate · dated 2026-11-01"),
    ]);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([`${ADMIN_AUDIT_LOG_URL}?page=2`]);
    fireEvent.click(within(section()).getByRole("button", { name: "Newer" }));
    await waitFor(() => expect(section().textContent).toContain("Page 1 of 2"));
    expect(rows()).toHaveLength(2);
  });

  it("says so when no decision was taken yet", () => {
    fakeServer({});
    renderWithSession(<AdminPage onLoggedOut={() => {}} />, null, EMPTY_ADMIN);
    expect(within(section()).getByText("No admin decisions yet")).toBeTruthy();
    expect(within(section()).queryByRole("navigation")).toBeNull();
  });

  it("shows a decision just taken: the log is asked again after Approve", async () => {
    const decided = application(1, "approved", "Kwame Boateng");
    const entry = {
      id: 22,
      at: "2026-11-23T15:00:00.000Z",
      actor: "admin#ab12cd34",
      action: "agent_application.approved",
      targetType: "agent_application",
      targetId: "1",
      detail: "Kwame Boateng; verified agent #9",
    };
    fakeServer({
      "PUT /api/admin/agent-registrations/1/status": () => jsonResponse(200, decided),
      [`GET ${ADMIN_STATS_URL}`]: () => jsonResponse(200, STATS),
      [`GET ${ADMIN_APPLICATIONS_URL}`]: () =>
        jsonResponse(200, [decided, ...APPLICATIONS.slice(1)]),
      [`GET ${ADMIN_PENDING_LISTINGS_URL}`]: () => jsonResponse(200, LISTINGS),
      [`GET ${ADMIN_RECENT_PROPERTIES_URL}`]: () => jsonResponse(200, PROPERTIES),
      [`GET ${ADMIN_AUDIT_LOG_URL}`]: () =>
        jsonResponse(200, { ...AUDIT_LOG, entries: [entry, ...AUDIT_LOG.entries], total: 22 }),
    });
    renderWithSession(<AdminPage onLoggedOut={() => {}} />, null, seededAdmin());
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Agent Applications" }));
    fireEvent.click(screen.getByRole("tab", { name: "Agent Applications" }));
    fireEvent.click(screen.getByRole("button", { name: "Approve Kwame Boateng" }));
    // Issue 18: Approve asks to confirm first.
    const dialog = await screen.findByRole("dialog", { name: "Approve Kwame Boateng?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]?.textContent).toContain("Approved agent application · Application #1");
  });
});
