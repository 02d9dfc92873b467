/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeServer, jsonResponse } from "../shell/shell-test-kit.js";
import { openTab, renderAdmin } from "./admin-dashboard-support.js";
import { LICENCES } from "./admin-fixtures.js";

// Decision 100: the admin records that an agent's licence number was checked, or withdraws that.

afterEach(() => jest.restoreAllMocks());

function licencesList(): HTMLElement {
  const panel = openTab("Agent Applications");
  return within(panel).getByRole("heading", { name: "Agents' licences" })
    .parentElement as HTMLElement;
}

const rowOf = (list: HTMLElement, name: string) =>
  within(list).getByText(name).closest("li") as HTMLElement;

it("lists each agent's number and whether, when and by whom it was checked", () => {
  renderAdmin();
  const list = licencesList();
  expect(rowOf(list, "Kwame Asante").textContent).toContain(
    "Licence number REAC-AG-2021-0096 · Not checked",
  );
  expect(rowOf(list, "Akosua Mensah").textContent).toContain(
    "Licence number REAC-AG-2021-0417 · Checked 5 November 2026 by admin#a1b2",
  );
  expect(rowOf(list, "Ekow Arthur").textContent).toContain("No licence number given");
  // Only a check can be withdrawn.
  expect(
    within(rowOf(list, "Kwame Asante")).queryByRole("button", { name: /Withdraw/ }),
  ).toBeNull();
  expect(
    within(rowOf(list, "Akosua Mensah")).getByRole("button", {
      name: "Withdraw the check of Akosua Mensah's licence",
    }),
  ).toBeTruthy();
});

it("records a check with the number the admin checked", async () => {
  const fetch = fakeServer({
    "PUT /api/admin/agents/3/licence": () =>
      jsonResponse(200, {
        ...LICENCES[0],
        checkedAt: "2026-11-29T10:00:00.000Z",
        checkedBy: "admin#a1b2",
      }),
    "GET /api/admin/agents": () => jsonResponse(200, LICENCES),
    "GET /api/admin/audit-log": () =>
      jsonResponse(200, { entries: [], page: 1, pageSize: 20, total: 0 }),
  });
  renderAdmin();
  const list = licencesList();
  fireEvent.click(
    within(list).getByRole("button", { name: "Record licence checked for Kwame Asante" }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Record Kwame Asante's licence as checked?",
  });
  const number = within(dialog).getByLabelText("Licence number you checked") as HTMLInputElement;
  expect(number.value).toBe("REAC-AG-2021-0096");
  fireEvent.change(number, { target: { value: "  " } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Record as checked" }));
  expect(within(dialog).getByRole("alert").textContent).toBe(
    "Enter the licence number you checked: this agent gave none",
  );
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.change(number, { target: { value: " REAC-AG-2021-0097 " } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Record as checked" }));
  expect(await screen.findByText("Licence checked")).toBeTruthy();
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe("/api/admin/agents/3/licence");
  expect(init?.method).toBe("PUT");
  expect(JSON.parse(String(init?.body))).toEqual({
    action: "check",
    licenseNumber: "REAC-AG-2021-0097",
  });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("withdraws a check only with a reason, which the agent is mailed", async () => {
  const fetch = fakeServer({
    "PUT /api/admin/agents/4/licence": () =>
      jsonResponse(200, { ...LICENCES[1], checkedAt: null, checkedBy: null }),
    "GET /api/admin/agents": () => jsonResponse(200, LICENCES),
    "GET /api/admin/audit-log": () =>
      jsonResponse(200, { entries: [], page: 1, pageSize: 20, total: 0 }),
  });
  renderAdmin();
  const list = licencesList();
  fireEvent.click(
    within(list).getByRole("button", { name: "Withdraw the check of Akosua Mensah's licence" }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Withdraw the check of Akosua Mensah's licence?",
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
  expect(within(dialog).getByRole("alert").textContent).toBe(
    "Give a reason for withdrawing the check: it is e-mailed to the agent",
  );
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(
    within(dialog).getByRole("button", { name: "The licence has expired or has been suspended." }),
  );
  fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
  expect(await screen.findByText("Akosua Mensah has been told why.")).toBeTruthy();
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
    action: "withdraw",
    reason: "The licence has expired or has been suspended.",
  });
});
