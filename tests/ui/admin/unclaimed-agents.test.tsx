/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN_UNCLAIMED_AGENTS_URL } from "#web/ui/queries/admin.js";
import { fakeServer, jsonResponse } from "../shell/shell-test-kit.js";
import { openTab, renderAdmin } from "./admin-dashboard-support.js";
import { seededAdmin, UNCLAIMED } from "./admin-fixtures.js";

// Decision 73: the admin sees who has not claimed their agent profile, and sends the link again.

afterEach(() => jest.restoreAllMocks());

it("shows an unclaimed agent with the date its link went, and mails a fresh one on request", async () => {
  const fetch = fakeServer({
    "POST /api/admin/agent-registrations/3/claim-link": () =>
      jsonResponse(200, { email: "kojo@asantehomes.example" }),
    [`GET ${ADMIN_UNCLAIMED_AGENTS_URL}`]: () => jsonResponse(200, UNCLAIMED),
  });
  renderAdmin();
  const panel = openTab("Agent Applications");
  const section = within(panel).getByRole("region", { name: "Agents not linked to an account" });
  expect(section.textContent).toContain("Kojo Asante");
  expect(section.textContent).toMatch(/Not claimed yet, link sent \S/);
  fireEvent.click(within(section).getByRole("button", { name: "Send the link again" }));
  await waitFor(() => expect(screen.getByText("Kojo Asante is e-mailed a new link.")).toBeTruthy());
  expect(fetch.mock.calls[0]?.[0]).toBe("/api/admin/agent-registrations/3/claim-link");
  expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
});

it("shows nothing when every agent has claimed", () => {
  renderAdmin(seededAdmin({ [ADMIN_UNCLAIMED_AGENTS_URL]: [] }));
  const panel = openTab("Agent Applications");
  expect(within(panel).queryByRole("region", { name: "Agents not linked to an account" })).toBe(
    null,
  );
});
