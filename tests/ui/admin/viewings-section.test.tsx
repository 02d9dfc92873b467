/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { viewingsSummary } from "#web/ui/components/admin/viewings-section.js";
import { ADMIN_VIEWINGS_URL } from "#web/ui/queries/admin.js";
import { renderAdmin } from "./admin-dashboard-support.js";
import { EMPTY_ADMIN, NO_VIEWINGS, seededAdmin, VIEWINGS } from "./admin-fixtures.js";

// Decision 104: the overview's Viewings section, per listing and per agent, from
// GET /api/admin/viewings.

const section = () => screen.getByRole("region", { name: "Viewings" });
/** Each row of the table as its cells' text: the row header, then the five counts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the admin's Viewings section", () => {
  it("opens on the overview with the totals, then a table per listing and per agent", () => {
    renderAdmin();
    const viewings = section();
    expect(
      within(screen.getByRole("tabpanel", { name: "Overview" })).getByRole("region", {
        name: "Viewings",
      }),
    ).toBe(viewings);
    expect(viewings.textContent).toContain(
      "10 viewings: 2 waiting for an answer, 2 confirmed, 3 done, 1 no-show, 2 declined or cancelled",
    );
    const [byListing, byAgent] = within(viewings).getAllByRole("table");
    expect(byListing).toBe(
      within(viewings).getByRole("table", { name: "By listing, most requested first" }),
    );
    expect(byAgent).toBe(
      within(viewings).getByRole("table", { name: "By agent, most requested first" }),
    );
    expect(rowsOf(byListing as HTMLElement)).toEqual([
      ["Osu 2-bed flat", "6", "4", "2", "1", "1"],
      ["Three bedroom house in Ahodwo", "4", "2", "1", "0", "1"],
    ]);
    expect(rowsOf(byAgent as HTMLElement)).toEqual([["Kojo Asante", "10", "6", "3", "1", "1"]]);
    expect(
      within(byListing as HTMLElement)
        .getByRole("link", { name: "Osu 2-bed flat" })
        .getAttribute("href"),
    ).toBe("/properties/7");
    expect(
      within(byAgent as HTMLElement)
        .getByRole("link", { name: "Kojo Asante" })
        .getAttribute("href"),
    ).toBe("/agents/3");
  });

  it("names every column in whole words for a screen reader, and explains the short ones on screen", () => {
    renderAdmin();
    const [byListing] = within(section()).getAllByRole("table");
    expect(
      within(byListing as HTMLElement)
        .getAllByRole("columnheader")
        .map((th) => th.querySelector(".sr-only")?.textContent ?? th.textContent),
    ).toEqual([
      "Listing",
      "Requested",
      "Confirmed (or later)",
      "Done",
      "No-shows",
      "Declined or cancelled",
    ]);
    // What a screen reader hears: the short words are hidden from it.
    const heard = within(byListing as HTMLElement)
      .getAllByRole("columnheader")
      .map((th) =>
        [...th.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.getAttribute("aria-hidden") === "true"))
          .map((n) => n.textContent)
          .join(""),
      );
    expect(heard).toEqual([
      "Listing",
      "Requested",
      "Confirmed (or later)",
      "Done",
      "No-shows",
      "Declined or cancelled",
    ]);
    expect(section().textContent).toContain(
      "Req. = requested · Conf. = confirmed (or later) · Off = declined or cancelled",
    );
  });

  it("says so when no viewing was requested, without empty tables", () => {
    renderAdmin(EMPTY_ADMIN);
    expect(section().textContent).toContain("No viewings requested yet");
    expect(within(section()).queryByRole("table")).toBeNull();
  });

  it("shows nothing but its heading until the figures are read", () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
    renderAdmin(seededAdmin({ [ADMIN_VIEWINGS_URL]: undefined }));
    expect(within(section()).queryByRole("table")).toBeNull();
    expect(section().textContent).toBe("Viewings");
  });
});

describe("viewingsSummary", () => {
  it("counts in words, one and many", () => {
    expect(viewingsSummary(NO_VIEWINGS.byStatus)).toBe("No viewings requested yet");
    expect(viewingsSummary({ ...NO_VIEWINGS.byStatus, no_show: 1 })).toBe(
      "1 viewing: 0 waiting for an answer, 0 confirmed, 0 done, 1 no-show, 0 declined or cancelled",
    );
    expect(viewingsSummary(VIEWINGS.byStatus)).toMatch(/^10 viewings: .*, 1 no-show, /);
  });
});
