/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MyViewings } from "#web/ui/components/viewings/my-viewings.js";
import { VIEWINGS_URL } from "#web/ui/queries/viewings.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { confirmed, NOW, SAT_1030, viewing } from "./viewing-fixture.js";

// Decision 104: "My viewings", both sides, grouped by listing under anchors Manage Listings links to.

const section = (name: string) => screen.getByRole("region", { name });

describe("MyViewings", () => {
  it("says so when either list is empty", () => {
    renderWithSession(<MyViewings now={NOW} />, AMA, {
      [VIEWINGS_URL]: { asVisitor: [], asLister: [] },
    });
    expect(section("Viewings I asked for").textContent).toContain(
      "You have not asked to view a place yet.",
    );
    expect(section("Requests for my listings").textContent).toContain(
      "No one has asked to view your listings yet.",
    );
  });

  it("groups each list's cards by listing, under #listing-<id> anchors", () => {
    const asked = confirmed({ id: 3, propertyId: 8, title: "Chamber and Hall in Madina" });
    const requests = [
      viewing({ id: 20, role: "lister", actions: ["confirm", "propose", "decline"] }),
      viewing({
        id: 21,
        role: "lister",
        visitorName: "Kofi",
        status: "proposed",
        awaiting: "visitor",
        times: [SAT_1030],
        actions: ["cancel"],
      }),
      viewing({
        id: 22,
        propertyId: 9,
        title: "Office in Osu",
        role: "lister",
        actions: ["cancel"],
      }),
    ];
    const { container } = renderWithSession(<MyViewings now={NOW} />, AMA, {
      [VIEWINGS_URL]: { asVisitor: [asked], asLister: requests },
    });
    const mine = section("Viewings I asked for");
    expect(within(mine).getByRole("status").textContent).toBe(
      "Confirmed: Saturday 5 December, 10:30",
    );
    expect(within(mine).getByRole("link", { name: "Chamber and Hall in Madina" })).toBeTruthy();

    const listings = within(section("Requests for my listings")).getAllByRole("region");
    expect(listings.map((r) => r.id)).toEqual(["listing-41", "listing-9"]);
    expect(within(listings[0] as HTMLElement).getAllByRole("article")).toHaveLength(2);
    expect(listings[0]?.querySelector("h3")?.textContent).toBe(
      "4 Bedroom House with Pool in East Legon (1 waiting for your answer)",
    );
    expect(
      within(listings[0] as HTMLElement)
        .getAllByRole("status")
        .map((s) => s.textContent),
    ).toEqual([
      "Waiting for your answer",
      "You proposed Sat 5 Dec, 10:30: waiting for the visitor's answer",
    ]);
    expect(container.querySelector("#listing-8")).not.toBeNull();
    expect(new Set([...container.querySelectorAll("[id]")].map((e) => e.id)).size).toBe(
      container.querySelectorAll("[id]").length,
    );
  });

  it("shows an answered viewing in its list at once", async () => {
    const answered = viewing({
      id: 20,
      role: "lister",
      status: "declined",
      reason: "Let.",
      actions: [],
    });
    mockFetch(fakeResponse(200, answered));
    renderWithSession(<MyViewings now={NOW} />, AMA, {
      [VIEWINGS_URL]: {
        asVisitor: [],
        asLister: [
          viewing({
            id: 20,
            role: "lister",
            status: "proposed",
            awaiting: "lister",
            times: [SAT_1030],
            actions: ["confirm", "propose", "decline"],
          }),
        ],
      },
    });
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Decline" }));
    await u.click(screen.getByRole("button", { name: "Send decline" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Declined: Let."));
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });
});
