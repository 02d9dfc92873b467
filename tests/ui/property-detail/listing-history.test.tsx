/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { ListingHistorySection } from "#web/ui/components/property-detail/listing-history.js";
import { listingHistoryUrl } from "#web/ui/queries/listing-history.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

const section = () => screen.queryByRole("region", { name: "Listing history" });

const change = (overrides: Record<string, unknown>) => ({
  price: null,
  oldPrice: null,
  priceCurrency: null,
  status: null,
  oldStatus: null,
  ...overrides,
});

describe("ListingHistorySection", () => {
  it("says when it was first listed and at what price, its days on the market, each change and the last confirmation", () => {
    renderWithSession(<ListingHistorySection propertyId={41} />, null, {
      [listingHistoryUrl(41)]: {
        propertyId: 41,
        firstListedAt: "2026-03-12T09:00:00.000Z",
        firstPrice: { price: "6000.00", currency: "GHS" },
        daysOnMarket: 45,
        lastConfirmedAt: "2026-04-20T09:00:00.000Z",
        changes: [
          change({
            kind: "status",
            at: "2026-05-10T09:00:00.000Z",
            status: "available",
            oldStatus: "rented",
          }),
          change({
            kind: "status",
            at: "2026-05-06T09:00:00.000Z",
            status: "rented",
            oldStatus: "available",
          }),
          change({
            kind: "price",
            at: "2026-05-02T09:00:00.000Z",
            price: "5500.00",
            oldPrice: "6000.00",
            priceCurrency: "GHS",
          }),
          change({
            kind: "price",
            at: "2026-04-02T09:00:00.000Z",
            price: "500.00",
            oldPrice: null,
            priceCurrency: "USD",
          }),
        ],
      },
    });
    const text = section()?.textContent ?? "";
    expect(text).toContain("First listed 12 March 2026 at GH₵6,000 · 45 days on the market");
    expect(text).toContain("Last confirmed available 20 April 2026");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Back on the market on 10 May 2026",
      "Let on 6 May 2026",
      "Reduced from GH₵6,000 to GH₵5,500 on 2 May 2026",
      "Price changed to US$500 on 2 April 2026",
    ]);
  });

  it("leaves out a price it never recorded, and says a single day", () => {
    renderWithSession(<ListingHistorySection propertyId={7} />, null, {
      [listingHistoryUrl(7)]: {
        propertyId: 7,
        firstListedAt: "2026-11-28T09:00:00.000Z",
        firstPrice: null,
        daysOnMarket: 1,
        lastConfirmedAt: null,
        changes: [],
      },
    });
    expect(section()?.textContent).toBe(
      "Listing historyFirst listed 28 November 2026 · 1 day on the market",
    );
  });

  it("says when and at what price the same place was listed before, and counts its days (decision 102)", () => {
    renderWithSession(<ListingHistorySection propertyId={9} />, null, {
      [listingHistoryUrl(9)]: {
        propertyId: 9,
        firstListedAt: "2026-11-20T09:00:00.000Z",
        firstPrice: { price: "6500.00", currency: "GHS" },
        daysOnMarket: 39,
        listedBefore: {
          firstListedAt: "2026-03-12T09:00:00.000Z",
          price: { price: "6000.00", currency: "GHS" },
          priceIs: "first",
        },
        lastConfirmedAt: null,
        changes: [],
      },
    });
    expect(section()?.textContent).toBe(
      "Listing historyFirst listed 20 November 2026 at GH₵6,500 · 39 days on the market, counting its earlier listingListed before on Ofie: March 2026 at GH₵6,000",
    );
  });

  it("says the earlier listing's last asking price when its first was never recorded", () => {
    renderWithSession(<ListingHistorySection propertyId={10} />, null, {
      [listingHistoryUrl(10)]: {
        propertyId: 10,
        firstListedAt: "2026-11-20T09:00:00.000Z",
        firstPrice: null,
        daysOnMarket: 5,
        listedBefore: {
          firstListedAt: "2025-12-01T09:00:00.000Z",
          price: { price: "5800.00", currency: "GHS" },
          priceIs: "last",
        },
        lastConfirmedAt: null,
        changes: [],
      },
    });
    expect(section()?.textContent).toContain(
      "Listed before on Ofie: December 2025, last asking GH₵5,800",
    );
  });
});
