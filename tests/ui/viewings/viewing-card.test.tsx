/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { REASON_REQUIRED, type ViewingAction } from "#modules/viewings/viewings.rules.js";
import { TIME_REQUIRED } from "#web/ui/components/viewings/action-steps.js";
import { ViewingCard } from "#web/ui/components/viewings/viewing-card.js";
import { statusText } from "#web/ui/components/viewings/viewing-status.js";
import {
  myViewingUrl,
  VIEWINGS_URL,
  type ViewingJson,
  viewingCalendarUrl,
  viewingUrl,
} from "#web/ui/queries/viewings.js";
import { dismissAllToasts, fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { confirmed, MON_0900, NOW, SAT_1030, SAT_1400, viewing } from "./viewing-fixture.js";

// Decision 104: one viewing's card, its words and one button per action the server allows.

afterEach(dismissAllToasts);

const user = () => userEvent.setup({ delay: null });
const buttons = () => screen.queryAllByRole("button").map((b) => b.textContent);
const sentBody = (fetch: jest.Mock, call = 0) =>
  JSON.parse(String((fetch.mock.calls[call]?.[1] as RequestInit | undefined)?.body));

function renderCard(v: ViewingJson, cached: Record<string, unknown> = {}) {
  return renderWithSession(<ViewingCard viewing={v} now={NOW} />, AMA, cached);
}

describe("a viewing's state in words", () => {
  it.each<[string, ViewingJson]>([
    ["Waiting for the lister's answer", viewing()],
    [
      "Waiting for your answer",
      viewing({ role: "lister", actions: ["confirm", "propose", "decline"] }),
    ],
    [
      "The lister proposed Sat 5 Dec, 10:30",
      viewing({ status: "proposed", awaiting: "visitor", times: [SAT_1030] }),
    ],
    [
      "You proposed Sat 5 Dec, 10:30: waiting for the visitor's answer",
      viewing({ status: "proposed", awaiting: "visitor", times: [SAT_1030], role: "lister" }),
    ],
    ["Confirmed: Saturday 5 December, 10:30", confirmed()],
    [
      "Declined: It has just been let.",
      viewing({ status: "declined", reason: "It has just been let." }),
    ],
    ["Cancelled", viewing({ status: "cancelled" })],
    ["Done", confirmed({ status: "done" })],
    ["No-show reported", confirmed({ status: "no_show", noShowOf: "lister" })],
  ])("says %s", (words, v) => {
    expect(statusText(v)).toBe(words);
  });
});

describe("ViewingCard", () => {
  it("shows the visitor the times asked for and only the actions they may take", () => {
    renderCard(viewing());
    expect(screen.getByRole("status").textContent).toBe("Waiting for the lister's answer");
    const times = screen.getByRole("list", { name: "Times asked for" });
    expect(
      within(times)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sat 5 Dec, 10:30", "Sat 5 Dec, 14:00"]);
    expect(buttons()).toEqual(["Cancel viewing"]);
    // The visitor's own phone and note are the lister's to read.
    expect(screen.queryByText("I can come with my brother.")).toBeNull();
  });

  it("shows the lister the visitor's phone, WhatsApp and note, and a confirm per time", async () => {
    const answered = confirmed({ role: "lister", actions: ["propose", "cancel"] });
    const fetch = mockFetch(fakeResponse(200, answered));
    const mine = { viewing: viewing() };
    const { queryClient } = renderCard(
      viewing({ role: "lister", actions: ["confirm", "propose", "decline"] }),
      {
        [VIEWINGS_URL]: { asVisitor: [], asLister: [viewing({ role: "lister" })] },
        [myViewingUrl(41)]: mine,
      },
    );
    expect(screen.getByRole("link", { name: "+233 24 412 3456" }).getAttribute("href")).toBe(
      "tel:+233244123456",
    );
    const whatsApp = screen.getByRole("link", { name: "WhatsApp Ama" }).getAttribute("href") ?? "";
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    expect(screen.getByText("I can come with my brother.")).toBeTruthy();
    expect(buttons()).toEqual([
      "Confirm Sat 5 Dec, 10:30",
      "Confirm Sat 5 Dec, 14:00",
      "Propose another time",
      "Decline",
    ]);

    await user().click(screen.getByRole("button", { name: "Confirm Sat 5 Dec, 10:30" }));
    await waitFor(() =>
      expect(queryClient.getQueryData([VIEWINGS_URL])).toEqual({
        asVisitor: [],
        asLister: [answered],
      }),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(viewingUrl(12));
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(sentBody(fetch)).toEqual({ action: "confirm", time: SAT_1030 });
    // The lister's answer is not the visitor's "mine" on the property page.
    expect(queryClient.getQueryData([myViewingUrl(41)])).toBe(mine);
  });

  it("proposes another time from the booking sheet's chips", async () => {
    const fetch = mockFetch(
      fakeResponse(200, viewing({ status: "proposed", awaiting: "visitor", times: [MON_0900] })),
    );
    renderCard(viewing({ role: "lister", actions: ["confirm", "propose", "decline"] }));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Propose another time" }));
    const step = screen.getByRole("group", { name: "Propose another time" });
    expect(document.activeElement).toBe(step);
    await u.click(within(step).getByRole("button", { name: "Send this time" }));
    expect(screen.getByText(TIME_REQUIRED)).toBeTruthy();
    await u.click(within(step).getByRole("button", { name: "Mon 7 Dec" }));
    await u.click(within(step).getByRole("button", { name: "08:30" }));
    // One time only: another press replaces it.
    await u.click(within(step).getByRole("button", { name: "09:00" }));
    await u.click(within(step).getByRole("button", { name: "Send this time" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({ action: "propose", time: MON_0900 });
  });

  it("asks the lister why they decline a request, and sends the reason", async () => {
    const fetch = mockFetch(fakeResponse(200, viewing({ status: "declined", actions: [] })));
    renderCard(viewing({ role: "lister", actions: ["confirm", "propose", "decline"] }));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Decline" }));
    const reason = screen.getByLabelText("Reason, sent to the visitor");
    await u.click(screen.getByRole("button", { name: "Send decline" }));
    expect(screen.getByText(REASON_REQUIRED)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
    await u.click(reason);
    await u.paste("It has just been let.");
    await u.click(screen.getByRole("button", { name: "Send decline" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({ action: "decline", reason: "It has just been let." });
  });

  it("lets either side cancel with an optional reason, or keep the viewing", async () => {
    const fetch = mockFetch(fakeResponse(200, confirmed({ status: "cancelled", actions: [] })));
    renderCard(confirmed());
    const u = user();
    await u.click(screen.getByRole("button", { name: "Cancel viewing" }));
    expect(screen.getByLabelText("Reason, sent to the lister (optional)")).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Keep it" }));
    expect(fetch).not.toHaveBeenCalled();
    await u.click(screen.getByRole("button", { name: "Cancel viewing" }));
    await u.click(screen.getByRole("button", { name: "Cancel the viewing" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({ action: "cancel" });
  });

  it("marks a viewing done, and asks before reporting a no-show", async () => {
    const fetch = mockFetch(
      fakeResponse(200, confirmed({ status: "no_show", noShowOf: "lister", actions: [] })),
      fakeResponse(200, confirmed({ status: "done", actions: [] })),
    );
    renderCard(confirmed({ actions: ["done", "no-show"] }));
    const u = user();
    expect(buttons()).toContain("Mark as done");
    await u.click(screen.getByRole("button", { name: "Report a no-show" }));
    expect(screen.getByText(/Report that the lister did not come\?/)).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Back" }));
    expect(fetch).not.toHaveBeenCalled();
    await u.click(screen.getByRole("button", { name: "Report a no-show" }));
    await u.click(screen.getByRole("button", { name: "Yes, report a no-show" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toEqual({ action: "no-show" });
    await u.click(screen.getByRole("button", { name: "Mark as done" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toEqual({ action: "done" });
  });

  it.each<[ViewingAction[], string[]]>([
    [[], []],
    [["cancel"], ["Cancel viewing"]],
    [
      ["propose", "cancel"],
      ["Propose another time", "Cancel viewing"],
    ],
    [["done"], ["Mark as done"]],
  ])("shows exactly the buttons of %j", (actions, shown) => {
    renderCard(confirmed({ actions }));
    expect(buttons()).toEqual(shown);
  });

  it("gives a confirmed viewing its calendar file, address and map", () => {
    renderCard(confirmed());
    expect(screen.getByRole("status").textContent).toBe("Confirmed: Saturday 5 December, 10:30");
    const calendar = screen.getByRole("link", { name: "Add to calendar" });
    expect(calendar.getAttribute("href")).toBe(viewingCalendarUrl(12));
    expect(calendar.hasAttribute("download")).toBe(true);
    const map = screen.getByRole("link", { name: "Open in maps" });
    expect(map.getAttribute("href")).toBe(confirmed().mapUrl);
    expect(screen.getByText("Lagos Avenue, East Legon, Accra")).toBeTruthy();
    expect(screen.getByText("GA-183-8164")).toBeTruthy();
    expect(screen.getByText("Viewing fee: GH₵50, as the lister states it")).toBeTruthy();
  });

  it("shows the server's refusal of an action", async () => {
    mockFetch(fakeResponse(409, { message: "This viewing has already been confirmed." }));
    renderCard(
      viewing({ role: "lister", actions: ["confirm", "propose", "decline"], times: [SAT_1400] }),
    );
    await user().click(screen.getByRole("button", { name: "Confirm Sat 5 Dec, 14:00" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This viewing has already been confirmed.",
    );
  });
});
