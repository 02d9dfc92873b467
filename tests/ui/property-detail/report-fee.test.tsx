/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ReportListingDialog } from "#web/ui/components/property-detail/report-listing-dialog.js";
import { jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";

// Decision 100: "I was asked for a fee not shown here", with the fee's kind and amount.

afterEach(() => jest.restoreAllMocks());

async function openDialog() {
  renderWithSession(
    <ReportListingDialog propertyId={41} title="2 Bedroom Condo in Achimota" />,
    null,
  );
  fireEvent.click(screen.getByRole("button", { name: "Report this listing" }));
  return screen.findByRole("dialog", { name: "Report this listing" });
}

it("asks for the fee's kind and amount only for a fee not shown, and sends them", async () => {
  const fetch = mockFetch(
    jsonResponse(400, {
      message: "Validation failed",
      errors: { feeAmount: ["Enter the amount you were asked for in GH₵, e.g. 50"] },
    }),
    jsonResponse(201, { id: 1, propertyId: 41, reason: "fee-not-shown" }),
  );
  const dialog = await openDialog();
  expect(within(dialog).queryByLabelText("Amount asked (GH₵)")).toBeNull();
  fireEvent.click(
    within(dialog).getByRole("radio", { name: "I was asked for a fee not shown here" }),
  );
  fireEvent.change(within(dialog).getByLabelText("Kind of fee"), { target: { value: "viewing" } });
  const amount = within(dialog).getByLabelText("Amount asked (GH₵)");
  fireEvent.change(amount, { target: { value: "fifty" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
  expect(
    await within(dialog).findByText("Enter the amount you were asked for in GH₵, e.g. 50"),
  ).toBeTruthy();
  expect(amount.getAttribute("aria-invalid")).toBe("true");

  fireEvent.change(amount, { target: { value: "50" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
    reason: "fee-not-shown",
    note: "",
    feeKind: "viewing",
    feeAmount: "50",
  });
});

it("sends no fee with another reason, whatever was typed before", async () => {
  const fetch = mockFetch(jsonResponse(201, { id: 2, propertyId: 41, reason: "scam" }));
  const dialog = await openDialog();
  fireEvent.click(
    within(dialog).getByRole("radio", { name: "I was asked for a fee not shown here" }),
  );
  fireEvent.change(within(dialog).getByLabelText("Amount asked (GH₵)"), {
    target: { value: "50" },
  });
  fireEvent.click(within(dialog).getByRole("radio", { name: "Scam or fraud" }));
  expect(within(dialog).queryByLabelText("Amount asked (GH₵)")).toBeNull();
  fireEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ reason: "scam", note: "" });
});
