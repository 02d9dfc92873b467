/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ReportedListings } from "#web/ui/components/admin/reported-listings.js";
import { jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";
import { REPORTED } from "./admin-fixtures.js";

afterEach(() => jest.restoreAllMocks());

describe("Reported listings in the Properties tab (decisions 13 and 43)", () => {
  it("shows each reported listing with its reasons, notes and whether it is hidden", () => {
    renderWithSession(<ReportedListings listings={REPORTED} />, null);
    const item = screen
      .getByText("Plot of Land in Jisonayili", { selector: "p" })
      .closest("li") as HTMLElement;
    expect(within(item).getByText("Jisonayili, Tamale")).toBeTruthy();
    expect(item.textContent).toContain(
      "4 open reports: 3 counted (verified accounts), 1 anonymous or unverified · hidden from search until reviewed",
    );
    expect(within(item).getByText("Something else").closest("li")?.textContent).toContain(
      "not counted",
    );
    expect(within(item).getByText("Scam or fraud")).toBeTruthy();
    expect(within(item).getByText("Duplicate listing")).toBeTruthy();
    expect(item.textContent).toContain("Asked for a deposit by mobile money before any viewing.");
  });

  it("says so when nothing is reported", () => {
    renderWithSession(<ReportedListings listings={[]} />, null);
    expect(screen.getByText("No reported listings")).toBeTruthy();
  });

  it.each([
    ["Dismiss reports of Plot of Land in Jisonayili", "dismiss"],
    ["Unpublish Plot of Land in Jisonayili", "unpublish"],
  ])("%s sends PUT /api/admin/reports/{id} with its action", async (name, action) => {
    const fetch = mockFetch(
      jsonResponse(200, { propertyId: 48, action, closed: 3, published: action === "dismiss" }),
    );
    renderWithSession(<ReportedListings listings={REPORTED} />, null);
    fireEvent.click(screen.getByRole("button", { name }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/reports/48");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ action });
  });
});
