/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PropertyCard } from "#web/ui/components/property/property-card.js";
import { CostsAndPapers } from "#web/ui/components/property-detail/costs-and-papers.js";
import { listing } from "../property-detail/listing-fixture.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

const twoYears = listing({
  title: "Chamber and Hall Self-Contain in Madina",
  listingType: "rent",
  rentPeriod: "month",
  price: "1200.00",
  rentAdvanceMonths: 24,
  exceedsLegalAdvance: true,
  viewingFee: "50.00",
  commissionPercent: "10.00",
  digitalAddress: "GM-087-3312",
  priceConversion: { currency: "USD", amount: "77.92", rate: "15.40", rateDate: "2026-11-23" },
});

describe("PropertyCard terms", () => {
  it("shows the advance with a short legal flag and the dated dollar line", () => {
    renderWithSession(<PropertyCard property={twoYears} />, null);
    expect(screen.getByText("GH₵1,200 / month")).toBeTruthy();
    expect(screen.getByText("≈ US$78 at GH₵15.40 per US$, 23 November 2026")).toBeTruthy();
    expect(screen.getByText("24 months advance")).toBeTruthy();
    const flag = screen.getByText("Above the legal 6-month limit");
    expect(flag.getAttribute("title")).toContain("Rent Act, 1963 (Act 220)");
  });

  it("does not flag six months, says nothing of an unstated advance, and badges land papers", () => {
    const { unmount } = renderWithSession(
      <PropertyCard property={{ ...twoYears, rentAdvanceMonths: 6, exceedsLegalAdvance: false }} />,
      null,
    );
    expect(screen.getByText("6 months advance")).toBeTruthy();
    expect(screen.queryByText(/legal/)).toBeNull();
    unmount();
    renderWithSession(
      <>
        <PropertyCard
          property={listing({ id: 1, propertyType: "land", titleStatus: "registered" })}
        />
        <PropertyCard property={listing({ id: 2, propertyType: "land", titleStatus: null })} />
        <PropertyCard property={listing({ id: 3, priceCurrency: "USD", price: "950000.00" })} />
      </>,
      null,
    );
    expect(screen.getByText("Registered title")).toBeTruthy();
    expect(screen.getByText("Title not stated")).toBeTruthy();
    expect(screen.getByText("US$950,000")).toBeTruthy();
    expect(screen.queryByText(/advance/)).toBeNull();
    expect(screen.queryByText(/≈/)).toBeNull();
    // Issue 18: a dollar listing says its cedi equivalent waits for a rate; cedi listings say nothing.
    expect(screen.getAllByText("Cedi equivalent: rate not set")).toHaveLength(1);
  });

  it("shows a dollar listing's cedi equivalent with the rate and its date (issue 18)", () => {
    renderWithSession(
      <PropertyCard
        property={listing({
          priceCurrency: "USD",
          price: "180000.00",
          priceConversion: {
            currency: "GHS",
            amount: "2736000.00",
            rate: "15.20",
            rateDate: "2026-11-25",
          },
        })}
      />,
      null,
    );
    expect(screen.getByText("US$180,000")).toBeTruthy();
    expect(screen.getByText("≈ GH₵2,736,000 at GH₵15.20 per US$, 25 November 2026")).toBeTruthy();
    expect(screen.queryByText(/rate not set/)).toBeNull();
  });
});

describe("Costs and papers", () => {
  const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  it("lists every term and explains the legal limit in full", () => {
    render(<CostsAndPapers property={twoYears} />);
    expect(screen.getByRole("heading", { name: "Costs and papers" })).toBeTruthy();
    expect(value("Rent advance")).toBe("24 months");
    expect(value("Viewing fee")).toBe("GH₵50");
    expect(value("Agent commission")).toBe("10%");
    expect(value("Digital address (GhanaPostGPS)")).toBe("GM-087-3312");
    expect(screen.queryByText("Title")).toBeNull();
    expect(screen.getByRole("note").textContent).toBe(
      "Above the legal limit. The Rent Act, 1963 (Act 220) limits rent paid in advance to 6 months. This listing asks for 24 months: you may offer 6 months, and should get a receipt and a tenancy agreement for whatever you pay.",
    );
  });

  it("says 'not stated' for what the listing leaves out, 'None' for a free viewing, and land's title", () => {
    render(
      <CostsAndPapers
        property={listing({ propertyType: "land", viewingFee: "0.00", titleStatus: "search-done" })}
      />,
    );
    expect(screen.queryByText("Rent advance")).toBeNull();
    expect(value("Viewing fee")).toBe("None");
    expect(value("Agent commission")).toBe("not stated");
    expect(value("Digital address (GhanaPostGPS)")).toBe("not stated");
    expect(value("Title")).toBe("Search done at the Lands Commission");
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText(/do your own search at the Lands Commission/)).toBeTruthy();
  });
});
