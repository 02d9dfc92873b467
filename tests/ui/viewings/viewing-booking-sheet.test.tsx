/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import {
  NOTE_RULE,
  PHONE_MESSAGE,
  TIME_WINDOW_MESSAGE,
  TIMES_COUNT_MESSAGE,
} from "#modules/viewings/viewings.rules.js";
import { ViewingBookingForm } from "#web/ui/components/viewings/viewing-booking-form.js";
import { ViewingBookingSheet } from "#web/ui/components/viewings/viewing-booking-sheet.js";
import { SIGNED_OUT_MESSAGE } from "#web/ui/components/viewings/viewing-refusal.js";
import { propertyViewingsUrl } from "#web/ui/queries/viewings.js";
import {
  dismissAllToasts,
  fakeResponse,
  mockFetch,
  renderWithToasts,
} from "../forms/form-test-kit.js";
import { AMA } from "../shell/shell-test-kit.js";
import { MON_0900, NOW, SAT_1030, SAT_1400, viewing } from "./viewing-fixture.js";

// Decision 104: the booking sheet on a property page, its slots counted from a fixed clock.

afterEach(dismissAllToasts);

const user = () => userEvent.setup({ delay: null });
const group = (name: string) => screen.getByRole("group", { name });
const chip = (groupName: string, name: string) =>
  within(group(groupName)).getByRole("button", { name });
const names = (groupName: string) =>
  within(group(groupName))
    .getAllByRole("button")
    .map((b) => b.textContent);

function renderForm(fee: string | null = "50.00", onBooked = jest.fn()) {
  const view = renderWithToasts(
    <ViewingBookingForm propertyId={41} viewingFee={fee} now={NOW} onBooked={onBooked} />,
    AMA,
  );
  return { ...view, onBooked };
}

async function choose(u: ReturnType<typeof user>, day: string, ...times: string[]) {
  await u.click(chip("Day", day));
  for (const time of times) await u.click(chip(`Times on ${day}`, time));
}

async function fillPhone(u: ReturnType<typeof user>, phone = "024 412 3456") {
  await u.click(screen.getByLabelText("Your phone number"));
  await u.paste(phone);
}

describe("the booking sheet", () => {
  it("opens as a dialog from its button, sends, then shows the request's state", async () => {
    const sent = viewing();
    const fetch = mockFetch(
      fakeResponse(201, { viewing: sent, created: true, listerMailed: true }),
    );
    const onBooked = jest.fn();
    renderWithToasts(
      <ViewingBookingSheet propertyId={41} viewingFee={null} now={NOW} onBooked={onBooked} />,
      AMA,
    );
    const u = user();
    const open = screen.getByRole("button", { name: "Book a viewing" });
    expect(open.getAttribute("aria-haspopup")).toBe("dialog");
    await u.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Book a viewing" });
    await within(dialog).findByRole("button", { name: "Send request" });
    await choose(u, "Sat 5 Dec", "10:30");
    await fillPhone(u);
    await u.click(screen.getByRole("button", { name: "Send request" }));

    expect(await within(dialog).findByRole("status")).toHaveProperty(
      "textContent",
      "Waiting for the lister's answer",
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(propertyViewingsUrl(41));
    expect(screen.getByTestId("toasts").textContent).toContain("Viewing request sent");
    expect(onBooked).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(onBooked).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the booking form", () => {
  it("offers the next 14 days from the clock, and the chosen day's half-hour slots", async () => {
    renderForm();
    const days = names("Day");
    expect(days).toHaveLength(15);
    expect(days[0]).toBe("Thu 3 Dec");
    expect(days.at(-1)).toBe("Thu 17 Dec");
    expect(chip("Day", "Thu 3 Dec").getAttribute("aria-pressed")).toBe("true");
    // An hour's notice: at 09:10 the first slot today is 10:30; the last starts 18:30.
    const today = names("Times on Thu 3 Dec");
    expect([today[0], today.at(-1), today.length]).toEqual(["10:30", "18:30", 17]);
    await user().click(chip("Day", "Sat 5 Dec"));
    const saturday = names("Times on Sat 5 Dec");
    expect([saturday[0], saturday[1], saturday.at(-1), saturday.length]).toEqual([
      "07:00",
      "07:30",
      "18:30",
      24,
    ]);
    // Fourteen days ahead ends at the same time of day: 09:00 is the last slot on the 17th.
    await user().click(chip("Day", "Thu 17 Dec"));
    expect(names("Times on Thu 17 Dec").at(-1)).toBe("09:00");
  });

  it("chooses at most three times, shown as chips that remove them", async () => {
    renderForm();
    const u = user();
    await choose(u, "Sat 5 Dec", "10:30", "14:00");
    await choose(u, "Mon 7 Dec", "09:00");
    const chosen = screen.getByRole("list", { name: "Chosen times" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sat 5 Dec, 10:30", "Sat 5 Dec, 14:00", "Mon 7 Dec, 09:00"]);
    expect(chip("Times on Mon 7 Dec", "09:00").getAttribute("aria-pressed")).toBe("true");
    expect(chip("Times on Mon 7 Dec", "10:00")).toHaveProperty("disabled", true);
    expect(screen.getByText(/3 times chosen, the most you can/)).toBeTruthy();

    await u.click(screen.getByRole("button", { name: "Remove Sat 5 Dec, 14:00" }));
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(2);
    expect(chip("Times on Mon 7 Dec", "10:00")).toHaveProperty("disabled", false);
    // Pressing a chosen time again un-chooses it.
    await u.click(chip("Times on Mon 7 Dec", "09:00"));
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sat 5 Dec, 10:30"]);
  });

  it("says what is missing or wrong before sending anything", async () => {
    const fetch = mockFetch();
    renderForm();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(TIMES_COUNT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PHONE_MESSAGE)).toBeTruthy();
    // Focus lands on the first thing to fix: the times.
    expect(document.activeElement?.id).toBe("viewing-times");

    await fillPhone(u, "0244 12");
    await u.click(screen.getByLabelText("Note for the lister (optional)"));
    await u.paste("x".repeat(NOTE_RULE.max + 1));
    await u.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(NOTE_RULE.tooLong)).toBeTruthy();
    expect(screen.getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("Your phone number").getAttribute("aria-invalid")).toBe("true");
    // Choosing a time takes its message away at once.
    await choose(u, "Sat 5 Dec", "10:30");
    expect(screen.queryByText(TIMES_COUNT_MESSAGE)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("states the lister's viewing fee before sending, or that none is stated", () => {
    const { unmount } = renderForm("50.00");
    expect(screen.getByText("Viewing fee: GH₵50, as the lister states it")).toBeTruthy();
    unmount();
    renderForm(null);
    expect(screen.getByText("No viewing fee stated")).toBeTruthy();
  });

  it("sends the chosen times, the phone and the note as JSON", async () => {
    const sent = viewing({ times: [SAT_1030, SAT_1400, MON_0900] });
    const fetch = mockFetch(
      fakeResponse(201, { viewing: sent, created: true, listerMailed: true }),
    );
    const { onBooked } = renderForm();
    const u = user();
    await choose(u, "Mon 7 Dec", "09:00");
    await choose(u, "Sat 5 Dec", "14:00", "10:30");
    await fillPhone(u, " 024 412 3456 ");
    await u.click(screen.getByLabelText("Note for the lister (optional)"));
    await u.paste("I can come with my brother.");
    await u.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(sent));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(propertyViewingsUrl(41));
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      times: [SAT_1030, SAT_1400, MON_0900],
      phone: "024 412 3456",
      note: "I can come with my brother.",
    });
    expect(screen.getByTestId("toasts").textContent).toContain("Viewing request sent");
  });

  it("says so when the account had already asked, and shows that viewing", async () => {
    const open = viewing();
    mockFetch(fakeResponse(200, { viewing: open, created: false, listerMailed: false }));
    const { onBooked } = renderForm();
    const u = user();
    await choose(u, "Sat 5 Dec", "10:30");
    await fillPhone(u);
    await u.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(open));
    expect(screen.getByTestId("toasts").textContent).toContain(
      "You have already asked to view this place",
    );
  });

  it("shows the server's 400 messages at their fields", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: { times: [TIME_WINDOW_MESSAGE], phone: [PHONE_MESSAGE] },
      }),
    );
    renderForm();
    const u = user();
    await choose(u, "Sat 5 Dec", "10:30");
    await fillPhone(u);
    await u.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(TIME_WINDOW_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PHONE_MESSAGE).id).toBe("viewing-phone-error");
    expect(screen.getByLabelText("Your phone number").getAttribute("aria-invalid")).toBe("true");
    // The field messages say it all: no alert above the form.
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).not.toContain(
      "Validation failed",
    );
  });

  it.each([
    [409, "This listing has not been confirmed recently: ask whether it is still available first."],
    [429, "You can request 5 viewings a day."],
    [403, "Confirm your e-mail address first."],
  ])("shows a %i refusal as the form's alert", async (status, message) => {
    mockFetch(fakeResponse(status, { message }));
    renderForm();
    const u = user();
    await choose(u, "Sat 5 Dec", "10:30");
    await fillPhone(u);
    await u.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(message),
    );
  });

  it("tells a visitor whose session ended to sign in again", async () => {
    mockFetch(fakeResponse(401, { message: "Unauthorized" }));
    renderForm();
    const u = user();
    await choose(u, "Sat 5 Dec", "10:30");
    await fillPhone(u);
    await u.click(screen.getByRole("button", { name: "Send request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(SIGNED_OUT_MESSAGE);
  });
});
