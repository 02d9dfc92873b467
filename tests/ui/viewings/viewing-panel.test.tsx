/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { UNCONFIRMED_MESSAGE, ViewingPanel } from "#web/ui/components/viewings/viewing-panel.js";
import { canManageUrl } from "#web/ui/queries/listing-freshness.js";
import { myViewingUrl, propertyViewingsUrl } from "#web/ui/queries/viewings.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { listing } from "../property-detail/listing-fixture.js";
import {
  dismissShownToasts,
  recordLoginRedirects,
  ToastProbe,
} from "../property-detail/toast-probe.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { confirmed, NOW, viewing } from "./viewing-fixture.js";

// Decision 104: the viewing's place on the property page, beside "Is it still available?".

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

const panel = () => screen.queryByRole("region", { name: /viewing/i });
const signedIn = (mine: unknown, manages = false) => ({
  [canManageUrl(41)]: { canManage: manages },
  [myViewingUrl(41)]: { viewing: mine },
});

describe("ViewingPanel", () => {
  it("is hidden on a listing let or sold, and from its own lister", () => {
    const letOut = renderWithSession(
      <ViewingPanel property={listing({ status: "rented" })} now={NOW} />,
      null,
    );
    expect(panel()).toBeNull();
    letOut.unmount();
    renderWithSession(<ViewingPanel property={listing()} now={NOW} />, AMA, signedIn(null, true));
    expect(panel()).toBeNull();
  });

  it("sends a signed-out visitor to sign in and back", async () => {
    renderWithSession(
      <>
        <ViewingPanel property={listing()} now={NOW} />
        <ToastProbe />
      </>,
      null,
    );
    expect(panel()?.querySelector("h2")?.textContent).toBe("Book a viewing");
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Book a viewing" }));
    expect(screen.getByTestId("toasts").textContent).toContain("Sign in to book a viewing");
    expect(redirects.delays).toEqual([500]);
  });

  it("asks for a proved e-mail, and says an unconfirmed listing cannot be booked yet", () => {
    const unproved = renderWithSession(
      <ViewingPanel property={listing()} now={NOW} />,
      { ...AMA, emailVerified: false },
      signedIn(null),
    );
    expect(panel()?.textContent).toContain("Confirm your e-mail address to book a viewing");
    expect(screen.queryByRole("button", { name: "Book a viewing" })).toBeNull();
    unproved.unmount();
    renderWithSession(
      <ViewingPanel
        property={listing({ availability: { state: "not-confirmed-recently" } })}
        now={NOW}
      />,
      AMA,
      signedIn(null),
    );
    expect(screen.getByText(UNCONFIRMED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Book a viewing" })).toBeNull();
  });

  it("shows the booking button until there is a viewing, then the viewing in its place", async () => {
    const sent = viewing();
    const fetch = mockFetch(
      fakeResponse(201, { viewing: sent, created: true, listerMailed: true }),
    );
    renderWithSession(
      <ViewingPanel property={listing({ viewingFee: "50.00" })} now={NOW} />,
      AMA,
      signedIn(null),
    );
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Book a viewing" }));
    const dialog = await screen.findByRole("dialog", { name: "Book a viewing" });
    await within(dialog).findByText("Viewing fee: GH₵50, as the lister states it");
    await u.click(within(dialog).getByRole("button", { name: "Sat 5 Dec" }));
    await u.click(within(dialog).getByRole("button", { name: "10:30" }));
    await u.click(within(dialog).getByLabelText("Your phone number"));
    await u.paste("024 412 3456");
    await u.click(within(dialog).getByRole("button", { name: "Send request" }));
    await within(dialog).findByRole("button", { name: "Done" });
    expect(fetch.mock.calls[0]?.[0]).toBe(propertyViewingsUrl(41));
    await u.click(within(dialog).getByRole("button", { name: "Done" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const region = screen.getByRole("region", { name: "Your viewing" });
    expect((await within(region).findByRole("status")).textContent).toBe(
      "Waiting for the lister's answer",
    );
    expect(screen.queryByRole("button", { name: "Book a viewing" })).toBeNull();
    expect(within(region).getByRole("button", { name: "Cancel viewing" })).toBeTruthy();
    expect(document.activeElement).toBe(within(region).getByRole("heading"));
  });

  it("shows an open viewing with its actions, and a closed one beside a new booking", async () => {
    const open = renderWithSession(
      <ViewingPanel property={listing()} now={NOW} />,
      AMA,
      signedIn(confirmed()),
    );
    const region = screen.getByRole("region", { name: "Your viewing" });
    expect((await within(region).findByRole("status")).textContent).toBe(
      "Confirmed: Saturday 5 December, 10:30",
    );
    expect(within(region).getByRole("link", { name: "Add to calendar" })).toBeTruthy();
    open.unmount();

    renderWithSession(
      <ViewingPanel property={listing()} now={NOW} />,
      AMA,
      signedIn(viewing({ status: "declined", reason: "It has just been let.", actions: [] })),
    );
    const again = screen.getByRole("region", { name: "Book a viewing" });
    expect((await within(again).findByRole("status")).textContent).toBe(
      "Declined: It has just been let.",
    );
    expect(within(again).getByRole("button", { name: "Book another viewing" })).toBeTruthy();
  });
});
