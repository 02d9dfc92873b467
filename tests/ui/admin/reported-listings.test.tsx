/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ReportedListings } from "#web/ui/components/admin/reported-listings.js";
import { Toaster } from "#web/ui/components/toast/toaster.js";
import { jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";
import { REPORTED } from "./admin-fixtures.js";

afterEach(() => jest.restoreAllMocks());

/** The queue with the page's toaster; its refreshes after a decision are not answered here. */
function renderQueue() {
  return renderWithSession(
    <>
      <ReportedListings listings={REPORTED} />
      <Toaster />
    </>,
    null,
  );
}

/** The server's answer to unpublishing listing 48, whose owner was mailed. */
const DECIDED = {
  propertyId: 48,
  action: "unpublish",
  closed: 4,
  published: false,
  ownerMailed: true,
};

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

  it("Dismiss sends PUT /api/admin/reports/{id} at once, with no reason, and says the listing is back", async () => {
    const fetch = mockFetch(
      jsonResponse(200, { ...DECIDED, action: "dismiss", published: true, ownerMailed: false }),
    );
    renderQueue();
    fireEvent.click(
      screen.getByRole("button", { name: "Dismiss reports of Plot of Land in Jisonayili" }),
    );
    expect(await screen.findByText("Reports dismissed")).toBeTruthy();
    expect(screen.getByText('"Plot of Land in Jisonayili" is back in search.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/reports/48");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ action: "dismiss" });
  });
});

describe("Reports of a fee not shown (decision 100)", () => {
  const withFee = [
    {
      ...REPORTED[0],
      reports: [
        ...REPORTED[0].reports,
        {
          id: 9,
          propertyId: 48,
          reason: "fee-not-shown" as const,
          note: null,
          feeKind: "viewing" as const,
          feeAmount: "50.00",
          counted: true,
          createdAt: "2026-11-23T09:00:00.000Z",
        },
      ],
    },
  ];

  it("shows the fee's kind and amount, and upholds the fee reports alone, the listing staying up", async () => {
    const fetch = mockFetch(
      jsonResponse(200, {
        propertyId: 48,
        action: "confirm-fees",
        closed: 1,
        published: true,
        ownerMailed: true,
      }),
    );
    renderWithSession(
      <>
        <ReportedListings listings={withFee} />
        <Toaster />
      </>,
      null,
    );
    const fee = screen.getByText("I was asked for a fee not shown here").closest("li");
    expect(fee?.textContent).toContain("Viewing fee, GH₵50");
    fireEvent.click(
      screen.getByRole("button", { name: "Uphold the fee report of Plot of Land in Jisonayili" }),
    );
    expect(await screen.findByText("Fee reports upheld")).toBeTruthy();
    expect(
      screen.getByText(
        '1 report of a fee not shown on "Plot of Land in Jisonayili" upheld; the listing stays up and its agent or owner has been told.',
      ),
    ).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ action: "confirm-fees" });
  });

  it("offers no such button where no fee was reported", () => {
    renderWithSession(<ReportedListings listings={REPORTED} />, null);
    expect(screen.queryByRole("button", { name: /Uphold/ })).toBeNull();
  });
});

describe("Unpublish asks why, and the reason is mailed to the owner (issue 32)", () => {
  async function openUnpublish() {
    fireEvent.click(screen.getByRole("button", { name: "Unpublish Plot of Land in Jisonayili" }));
    return screen.findByRole("dialog", { name: "Unpublish Plot of Land in Jisonayili?" });
  }

  it("refuses to send without a reason, by the server's rule; Cancel sends nothing", async () => {
    const fetch = mockFetch();
    renderQueue();
    const dialog = await openUnpublish();
    expect(dialog.textContent).toContain("Its agent or owner is e-mailed the reason below.");
    const reason = within(dialog).getByLabelText("Reason (sent to the owner)");
    const confirm = within(dialog).getByRole("button", { name: "Unpublish" });
    fireEvent.click(confirm);
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Give a reason for unpublishing: it is e-mailed to the owner",
    );
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toBe(
      within(dialog).getByRole("alert").getAttribute("id"),
    );
    fireEvent.change(reason, { target: { value: "sold" } });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    fireEvent.click(confirm);
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Reason must be at least 10 characters",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    // Opened again, the dialog starts blank.
    const again = await openUnpublish();
    expect(
      (within(again).getByLabelText("Reason (sent to the owner)") as HTMLTextAreaElement).value,
    ).toBe("");
  });

  it("sends the quick reason chosen with the action, closes and says the owner was told", async () => {
    const fetch = mockFetch(jsonResponse(200, DECIDED));
    renderQueue();
    const dialog = await openUnpublish();
    const quick = within(dialog).getByRole("button", {
      name: "The property is no longer available.",
    });
    fireEvent.click(quick);
    expect(quick.getAttribute("aria-pressed")).toBe("true");
    expect(
      (within(dialog).getByLabelText("Reason (sent to the owner)") as HTMLTextAreaElement).value,
    ).toBe("The property is no longer available.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("Listing unpublished")).toBeTruthy();
    expect(
      screen.getByText('The owner of "Plot of Land in Jisonayili" has been told why.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Unpublish/ })).toBeNull());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/reports/48");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      action: "unpublish",
      reason: "The property is no longer available.",
    });
  });

  it("says so when there was no one to mail", async () => {
    mockFetch(jsonResponse(200, { ...DECIDED, ownerMailed: false }));
    renderQueue();
    const dialog = await openUnpublish();
    fireEvent.change(within(dialog).getByLabelText("Reason (sent to the owner)"), {
      target: { value: "  The caretaker confirmed it was let in October.  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    expect(
      await screen.findByText(
        '"Plot of Land in Jisonayili" has no agent or confirmed owner to e-mail; the reason is kept.',
      ),
    ).toBeTruthy();
  });

  it("keeps the dialog open with the server's message on the field when it refuses the reason", async () => {
    const fetch = mockFetch(
      jsonResponse(400, {
        message: "Validation failed",
        errors: { reason: ["reason must not contain NUL or unpaired surrogate characters"] },
      }),
    );
    renderQueue();
    const dialog = await openUnpublish();
    fireEvent.change(within(dialog).getByLabelText("Reason (sent to the owner)"), {
      target: { value: "Sent by a script that the server refuses." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(
        "reason must not contain NUL or unpaired surrogate characters",
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Unpublish Plot of Land in Jisonayili?" })).toBe(
      dialog,
    );
  });
});
