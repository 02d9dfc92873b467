/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { CostsAndPapers } from "#web/ui/components/property-detail/costs-and-papers.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import { listing } from "./listing-fixture.js";

// Decision 100: a commission above what is common is said plainly, with where the figure comes from.

const note = () => screen.queryByRole("note");

describe("Costs and papers' commission", () => {
  it("says a letting's commission is above the common 10% of the first year's rent, as reported", () => {
    renderWithSession(
      <CostsAndPapers
        property={listing({
          listingType: "rent",
          rentPeriod: "month",
          commissionPercent: "15.00",
          commissionAboveCommon: true,
        })}
      />,
      null,
    );
    expect(screen.getByText("15%")).toBeTruthy();
    expect(note()?.textContent).toBe(
      "Commission above what is common. Agents in Ghana commonly charge 10% of the first year's rent for a letting (common practice as publicly reported); this listing states 15%. Agree the commission in writing before you pay.",
    );
  });

  it("says a sale's is above the common 5%", () => {
    renderWithSession(
      <CostsAndPapers
        property={listing({
          listingType: "sale",
          commissionPercent: "8.00",
          commissionAboveCommon: true,
        })}
      />,
      null,
    );
    expect(note()?.textContent).toContain("around 5% of the price on a sale");
    expect(note()?.textContent).toContain("this listing states 8%");
  });

  it("says nothing more of a common or unstated commission", () => {
    renderWithSession(
      <>
        <CostsAndPapers property={listing({ id: 1, commissionPercent: "10.00" })} />
        <CostsAndPapers property={listing({ id: 2, commissionPercent: null })} />
      </>,
      null,
    );
    expect(note()).toBeNull();
    expect(screen.getByText("10%")).toBeTruthy();
  });
});
