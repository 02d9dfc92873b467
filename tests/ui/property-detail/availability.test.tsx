/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { AnswerAvailabilityForm } from "#web/ui/components/availability/answer-availability-form.js";
import { PropertyCard } from "#web/ui/components/property/property-card.js";
import { AvailabilityAskPanel } from "#web/ui/components/property-detail/availability-ask.js";
import {
  availabilityAnswerUrl,
  availabilityAsksUrl,
  myAvailabilityAskUrl,
} from "#web/ui/queries/availability.js";
import { canManageUrl } from "#web/ui/queries/listing-freshness.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { listing } from "./listing-fixture.js";

// Decision 101: "Is it still available?" on the listing's page and card, and the lister's page.

const TOKEN = "a".repeat(43);
const URL = "https://ofie.example/properties/41";
const panel = () => screen.queryByRole("region", { name: "Is it still available?" });
const asked = (overrides: Record<string, unknown> = {}) => ({
  propertyId: 41,
  askedAt: "2026-11-27T09:00:00.000Z",
  answer: null,
  answeredAt: null,
  ...overrides,
});

describe("the availability line", () => {
  it("says on the card when the lister last confirmed it, or that they have not answered", () => {
    const { rerender } = renderWithSession(
      <PropertyCard property={listing({ availability: { state: "confirmed", daysAgo: 2 } })} />,
      null,
    );
    expect(screen.getByText("Availability confirmed 2 days ago")).toBeTruthy();
    rerender(
      <PropertyCard property={listing({ availability: { state: "not-confirmed-recently" } })} />,
    );
    expect(screen.getByText("Not confirmed recently")).toBeTruthy();
    rerender(<PropertyCard property={listing({ availability: null })} />);
    expect(screen.queryByText(/confirmed/)).toBeNull();
  });
});

describe("AvailabilityAskPanel", () => {
  it("offers the question to a visitor, and not on a listing let or to its own lister", () => {
    const visitor = renderWithSession(
      <AvailabilityAskPanel property={listing()} listingUrl={URL} />,
      null,
    );
    expect(panel()?.textContent).toContain("we e-mail the agent, and their answer shows here");
    expect(screen.getByRole("button", { name: "Ask if it's still available" })).toBeTruthy();
    visitor.unmount();
    const letOut = renderWithSession(
      <AvailabilityAskPanel property={listing({ status: "rented" })} listingUrl={URL} />,
      null,
    );
    expect(panel()).toBeNull();
    letOut.unmount();
    renderWithSession(<AvailabilityAskPanel property={listing()} listingUrl={URL} />, AMA, {
      [canManageUrl(41)]: { canManage: true },
      [myAvailabilityAskUrl(41)]: { ask: null },
    });
    expect(panel()).toBeNull();
  });

  it("asks a signed-in user to prove their e-mail first", () => {
    renderWithSession(
      <AvailabilityAskPanel property={listing()} listingUrl={URL} />,
      { ...AMA, emailVerified: false },
      { [canManageUrl(41)]: { canManage: false }, [myAvailabilityAskUrl(41)]: { ask: null } },
    );
    expect(panel()?.textContent).toContain("Confirm your e-mail address to ask");
    expect(screen.queryByRole("button", { name: "Ask if it's still available" })).toBeNull();
  });

  it("asks, then says so and offers the agent's WhatsApp with the listing's link", async () => {
    const fetch = mockFetch(fakeResponse(201, { ...asked(), created: true, listerMailed: true }));
    renderWithSession(<AvailabilityAskPanel property={listing()} listingUrl={URL} />, AMA, {
      [canManageUrl(41)]: { canManage: false },
      [myAvailabilityAskUrl(41)]: { ask: null },
    });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Ask if it's still available" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("You asked"));
    expect(fetch.mock.calls[0]?.[0]).toBe(availabilityAsksUrl(41));
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(screen.getByRole("status").textContent).toBe(
      "You asked on 27 November 2026. We have e-mailed the agent; their answer will show here.",
    );
    const whatsApp = screen.getByRole("link", { name: "Also ask on WhatsApp" });
    const href = whatsApp.getAttribute("href") ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/233244127789\?text=/);
    expect(decodeURIComponent(href)).toContain(`"${listing().title}" is still available: ${URL}`);
    expect(screen.queryByRole("button", { name: /Ask/ })).toBeNull();
  });

  it("shows the lister's answer, and the server's reason when an ask is refused", async () => {
    mockFetch(
      fakeResponse(429, {
        message: "You can ask about 10 listings a day. Try again in 5 minutes.",
      }),
    );
    renderWithSession(<AvailabilityAskPanel property={listing()} listingUrl={URL} />, AMA, {
      [canManageUrl(41)]: { canManage: false },
      [myAvailabilityAskUrl(41)]: {
        ask: asked({ answer: "yes", answeredAt: "2026-11-28T09:00:00.000Z" }),
      },
    });
    expect(screen.getByRole("status").textContent).toBe(
      "You asked on 27 November 2026. On 28 November 2026 the agent answered that it is still available.",
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Ask again" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You can ask about 10 listings a day. Try again in 5 minutes.",
    );
  });
});

describe("AnswerAvailabilityForm", () => {
  const link = {
    propertyId: 41,
    title: "2 Bedroom House in Dansoman",
    listingType: "rent",
    status: "available",
    askedAt: "2026-11-27T09:00:00.000Z",
    answer: null,
    answeredAt: null,
  };

  it("renders one real form per answer, the mailed link's answer first, posting to the API", () => {
    const { container } = renderWithSession(
      <AnswerAvailabilityForm token={TOKEN} knownInvalid={false} chosen="gone" />,
      null,
      { [availabilityAnswerUrl(TOKEN)]: link },
    );
    const forms = [...container.querySelectorAll("form")];
    expect(forms.map((f) => [f.getAttribute("method"), f.getAttribute("action")])).toEqual([
      ["post", availabilityAnswerUrl(TOKEN)],
      ["post", availabilityAnswerUrl(TOKEN)],
    ]);
    expect(forms.map((f) => f.querySelector("input")?.getAttribute("value"))).toEqual([
      "gone",
      "yes",
    ]);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "No, it has been let",
      "Yes, it is still available",
    ]);
    expect(screen.getByText("A renter asked on 27 November 2026.")).toBeTruthy();
  });

  it("says when the question was already answered, and when the link is not valid", () => {
    const answered = renderWithSession(
      <AnswerAvailabilityForm token={TOKEN} knownInvalid={false} chosen="yes" />,
      null,
      {
        [availabilityAnswerUrl(TOKEN)]: {
          ...link,
          answer: "yes",
          answeredAt: "2026-11-28T09:00:00.000Z",
        },
      },
    );
    expect(screen.getByRole("heading", { name: "Already answered" })).toBeTruthy();
    expect(
      screen.getByText(
        "This question was answered on 28 November 2026: Yes, it is still available.",
      ),
    ).toBeTruthy();
    answered.unmount();
    renderWithSession(<AnswerAvailabilityForm token={TOKEN} knownInvalid chosen={null} />, null);
    expect(screen.getByText("Link not valid")).toBeTruthy();
  });
});
