/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ConfirmListingForm } from "#web/ui/components/listing-confirm/confirm-listing-form.js";
import { ConfirmListingButton } from "#web/ui/components/property-detail/confirm-listing-button.js";
import { FreshnessNotice } from "#web/ui/components/property-detail/freshness-notice.js";
import { canManageUrl, confirmLinkUrl } from "#web/ui/queries/listing-freshness.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { listing } from "./listing-fixture.js";

const TOKEN = "a".repeat(43);

describe("FreshnessNotice", () => {
  it("says since when an expired listing is unconfirmed, naming the agent or the owner", () => {
    const expired = listing({ freshness: "expired", lastConfirmedAt: "2026-09-01T10:00:00.000Z" });
    const { rerender } = renderWithSession(
      <FreshnessNotice property={expired} confirmed={false} />,
      null,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "This listing may no longer be available — the agent has not confirmed it since 1 September 2026.",
    );
    rerender(<FreshnessNotice property={{ ...expired, agent: null }} confirmed={false} />);
    expect(screen.getByRole("status").textContent).toContain("the owner has not confirmed");
  });

  it("shows nothing for a fresh listing", () => {
    const { container } = renderWithSession(
      <FreshnessNotice property={listing()} confirmed={false} />,
      null,
    );
    expect(container.textContent).toBe("");
  });
});

describe("ConfirmListingButton", () => {
  it("is not shown to a visitor or to a user the server says does not manage the listing", () => {
    const p = listing();
    const visitor = renderWithSession(<ConfirmListingButton property={p} />, null);
    expect(visitor.container.textContent).toBe("");
    visitor.unmount();
    renderWithSession(<ConfirmListingButton property={p} />, AMA, {
      [canManageUrl(p.id)]: { canManage: false },
    });
    expect(screen.queryByRole("button", { name: "Still available? Confirm" })).toBeNull();
  });

  it("confirms for the manager through POST /api/properties/{id}/confirm", async () => {
    const p = listing({ freshness: "expired" });
    const fetch = mockFetch(
      fakeResponse(200, { propertyId: p.id, expiresAt: "2027-01-22T10:00:00.000Z" }),
      fakeResponse(200, p),
    );
    renderWithSession(<ConfirmListingButton property={p} />, AMA, {
      [canManageUrl(p.id)]: { canManage: true },
    });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Still available? Confirm" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/properties/${p.id}/confirm`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
  });
});

describe("ConfirmListingForm", () => {
  it("renders a real form that posts to the API, so it works without JavaScript", () => {
    const { container } = renderWithSession(
      <ConfirmListingForm token={TOKEN} knownInvalid={false} />,
      null,
      {
        [confirmLinkUrl(TOKEN)]: {
          propertyId: 4,
          title: "Family House in Bantama",
          expiresAt: "2026-11-10T10:00:00.000Z",
          freshness: "expired",
        },
      },
    );
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(`/api/listing-confirmations/${TOKEN}`);
    expect(screen.getByText("It left the search results on 10 November 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes, it is still available" })).toBeTruthy();
  });

  it("says the link is not valid, without asking the API again", () => {
    const fetch = mockFetch();
    renderWithSession(<ConfirmListingForm token={TOKEN} knownInvalid />, null);
    expect(screen.getByText(/invalid or has already been used/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
