/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AgentCard } from "../../../src/ui/components/agents/agent-card.js";
import { ManageListings } from "../../../src/ui/components/manage-listings/manage-listings.js";
import { AgentContactCard } from "../../../src/ui/components/property-detail/agent-contact-card.js";
import { AGENT_PROFILE_URL } from "../../../src/ui/queries/dashboard.js";
import { MY_LISTINGS_URL } from "../../../src/ui/queries/my-listings.js";
import { listing } from "../property-detail/listing-fixture.js";
import { AMA_AGENT } from "../shell/account-fixtures.js";
import {
  AMA,
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "../shell/shell-test-kit.js";

const mine = {
  ...listing({ id: 31, title: "Osu two-bedroom flat", listingType: "rent", rentPeriod: "month" }),
  inquiryCount: 2,
  whatsappClicks: 5,
  emailClicks: 1,
};

beforeEach(() => stubBrowser());
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

describe("/manage-listings", () => {
  it("points a user who is no agent and has no listing to the agent application", () => {
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: null,
    });
    expect(screen.getByRole("heading", { name: "For verified agents" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become Agent" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
  });

  it("shows an agent each listing's status, counts and the let button, and sends the status", async () => {
    const fetch = mockFetch(
      jsonResponse(200, { ...mine, status: "rented" }),
      jsonResponse(200, []),
    );
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [mine],
      [AGENT_PROFILE_URL]: AMA_AGENT,
    });
    const card = screen.getByRole("listitem");
    expect(within(card).getByText("available")).toBeTruthy();
    const figures = [...card.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(figures).toEqual(["Inquiries2", "WhatsApp opens5", "E-mail opens1"]);
    // A rental is let, not sold; it is available already.
    expect(within(card).queryByRole("button", { name: /Mark as sold/ })).toBeNull();
    expect(within(card).queryByRole("button", { name: /Mark available/ })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Mark as let Osu two-bedroom flat" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(`${MY_LISTINGS_URL}/31/status`);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ status: "rented" });
  });

  it("says when a listing left search and confirms it from its card", async () => {
    const expired = {
      ...mine,
      freshness: "expired" as const,
      expiresAt: "2026-11-01T10:00:00.000Z",
    };
    const fetch = mockFetch(jsonResponse(200, { propertyId: 31, expiresAt: "2027-01-22" }));
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [expired],
      [AGENT_PROFILE_URL]: AMA_AGENT,
    });
    const card = screen.getByRole("listitem");
    expect(within(card).getByText(/Out of search since/)).toBeTruthy();
    fireEvent.click(
      within(card).getByRole("button", { name: "Confirm still available Osu two-bedroom flat" }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/properties/31/confirm");
    expect(fetch.mock.calls[0]?.[1].method).toBe("POST");
  });
});

describe("contact clicks", () => {
  it("are sent, without waiting, when a visitor opens WhatsApp or e-mail on a property page", () => {
    const fetch = mockFetch(jsonResponse(204, ""), jsonResponse(204, ""));
    const p = listing();
    if (!p.agent) throw new Error("the fixture has an agent");
    render(<AgentContactCard agent={p.agent} propertyId={p.id} propertyTitle={p.title} />);
    fireEvent.click(screen.getByRole("link", { name: "WhatsApp" }));
    fireEvent.click(screen.getByRole("link", { name: "Contact Agent" }));
    expect(
      fetch.mock.calls.map(([url, init]) => [url, init.keepalive, JSON.parse(init.body)]),
    ).toEqual([
      [`/api/properties/${p.id}/contact-clicks`, true, { channel: "whatsapp" }],
      [`/api/properties/${p.id}/contact-clicks`, true, { channel: "email" }],
    ]);
  });

  it("are sent from the agent directory's WhatsApp button under the agent", () => {
    const fetch = mockFetch(jsonResponse(204, ""));
    render(<AgentCard agent={AMA_AGENT} />);
    fireEvent.click(screen.getByRole("link", { name: "WhatsApp" }));
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/agents/${AMA_AGENT.id}/contact-clicks`);
  });
});
