/** @jest-environment jsdom */

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ManageListings } from "#web/ui/components/manage-listings/manage-listings.js";
import { formatDate } from "#web/ui/lib/format.js";
import { AGENT_PROFILE_URL } from "#web/ui/queries/dashboard.js";
import { MY_LISTINGS_URL, PENDING_LISTINGS_URL } from "#web/ui/queries/my-listings.js";
import { MY_RELISTINGS_URL } from "#web/ui/queries/relistings.js";
import { VIEWINGS_URL } from "#web/ui/queries/viewings.js";
import { AMA_AGENT } from "../shell/account-fixtures.js";
import {
  AMA,
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "../shell/shell-test-kit.js";
import { viewing } from "../viewings/viewing-fixture.js";
import { mine, NO_VIEWINGS } from "./manage-listings-support.js";

// The buttons that count the clicks shown here are ../lib/contact-click.test.tsx.

beforeEach(() => stubBrowser());
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

describe("/manage-listings", () => {
  it("invites a user with no listing to list a property, or to apply as an agent (decision 56)", () => {
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: null,
    });
    expect(screen.getByRole("heading", { name: "No listings yet" })).toBeTruthy();
    expect(screen.queryByText(/for verified agents/i)).toBeNull();
    expect(screen.getByRole("link", { name: "List Property" }).getAttribute("href")).toBe(
      "/list-property",
    );
    expect(screen.getByRole("link", { name: "Become Agent" }).getAttribute("href")).toBe(
      "/agent-registration",
    );
  });

  it("shows a private owner's listing awaiting review as pending, never 'for verified agents'", () => {
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [
        {
          submissionId: 5,
          title: "Two-bedroom flat at Ahodwo",
          location: "Ahodwo, Kumasi",
          price: "4500.00",
          priceCurrency: "GHS",
          listingType: "rent",
          rentPeriod: "month",
          propertyType: "apartment",
          images: [],
          status: "pending",
          submittedAt: "2026-11-25T09:00:00.000Z",
        },
      ],
      [AGENT_PROFILE_URL]: null,
    });
    const pending = screen.getByRole("list", { name: "Your listings awaiting review" });
    expect(within(pending).getByText("Two-bedroom flat at Ahodwo")).toBeTruthy();
    expect(within(pending).getByText("pending")).toBeTruthy();
    expect(within(pending).getByText(formatDate("2026-11-25T09:00:00.000Z"))).toBeTruthy();
    expect(screen.queryByText(/verified agents/i)).toBeNull();
    expect(screen.queryByRole("heading", { name: "No listings yet" })).toBeNull();
  });

  it("links a listing with requests awaiting the lister to them on My viewings, counting only those (decision 104)", () => {
    const asLister = [
      viewing({ id: 1, propertyId: 31, role: "lister", awaiting: "lister" }),
      viewing({ id: 2, propertyId: 31, role: "lister", awaiting: "lister" }),
      viewing({ id: 3, propertyId: 31, role: "lister", status: "proposed", awaiting: "visitor" }),
    ];
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [mine],
      [MY_RELISTINGS_URL]: [],
      [VIEWINGS_URL]: { asVisitor: [], asLister },
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
    });
    const link = within(screen.getByRole("listitem")).getByRole("link", {
      name: "Viewing requests (2 waiting) for Osu two-bedroom flat",
    });
    expect(link.getAttribute("href")).toBe("/viewings#listing-31");
  });

  it("shows an agent each listing's status, counts and the let button, and sends the status", async () => {
    const fetch = mockFetch(
      jsonResponse(200, { ...mine, status: "rented" }),
      jsonResponse(200, []),
    );
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [mine],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
    });
    const card = screen.getByRole("listitem");
    expect(within(card).getByText("available")).toBeTruthy();
    const figures = [...card.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(figures).toEqual(["Inquiries2", "WhatsApp opens5", "Calls0", "E-mail opens1"]);
    // A rental is let, not sold; it is available already.
    expect(within(card).queryByRole("button", { name: /Mark as sold/ })).toBeNull();
    expect(within(card).queryByRole("button", { name: /Mark available/ })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Mark as let Osu two-bedroom flat" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(`${MY_LISTINGS_URL}/31/status`);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ status: "rented" });
  });

  it("shows the earlier listing a listing was linked to, and sends a dispute with its reason (decision 102)", async () => {
    const link = {
      id: 7,
      submissionId: 12,
      propertyId: 31,
      title: mine.title,
      earlierPropertyId: 4,
      earlierTitle: "Two-bedroom flat, Osu",
      earlierListedAt: "2026-03-12T09:00:00.000Z",
      earlierPublished: false,
      photo: null,
      placeMetres: 11.6,
      state: "linked",
      detectedAt: "2026-11-20T09:00:00.000Z",
      disputedAt: null,
      disputeReason: null,
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
    };
    const fetch = mockFetch(
      jsonResponse(200, { ...link, state: "disputed" }),
      jsonResponse(200, []),
    );
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [mine],
      [MY_RELISTINGS_URL]: [link],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
    });
    const links = screen.getByRole("region", {
      name: "Listed before on Ofie: Osu two-bedroom flat",
    });
    expect(links.textContent).toContain(
      "Listed before as Two-bedroom flat, Osu (no longer shown), first listed 12 March 2026",
    );
    expect(links.textContent).toContain("Same place: 12 m apart, same type and bedrooms");
    expect(links.textContent).toContain("Shown to visitors");
    fireEvent.click(
      within(links).getByRole("button", { name: "Dispute this link to Two-bedroom flat, Osu" }),
    );
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send dispute" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Why it is not the same place"), {
      target: { value: "This is the flat upstairs, not the one let." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send dispute" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(`${MY_LISTINGS_URL}/31/relistings/7/dispute`);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      reason: "This is the flat upstairs, not the one let.",
    });
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
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
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
