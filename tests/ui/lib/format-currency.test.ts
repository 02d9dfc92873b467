import { formatListingPrice, formatPrice, formatPriceConversion } from "#web/ui/lib/format.js";

describe("prices in their own currency", () => {
  it("shows a dollar listing in dollars, with a rent's period", () => {
    expect(formatListingPrice({ price: "250000.00", priceCurrency: "USD" })).toBe("US$250,000");
    expect(
      formatListingPrice({
        price: "1800.00",
        priceCurrency: "USD",
        listingType: "rent",
        rentPeriod: "month",
      }),
    ).toBe("US$1,800 / month");
    expect(formatListingPrice({ price: "4500.00" })).toBe("GH₵4,500");
    expect(formatPrice("950000.00", "USD", { short: true })).toBe("US$950,000");
  });

  it("shows the server's equivalent with its rate and the rate's day in Ghana's order, whatever the browser's time zone", () => {
    expect(
      formatPriceConversion({
        currency: "USD",
        amount: "24675.32",
        rate: "15.40",
        rateDate: "2026-11-23",
      }),
    ).toBe("≈ US$24,675 at GH₵15.40 per US$, 23 November 2026");
    expect(
      formatPriceConversion(
        { currency: "GHS", amount: "3850000.00", rate: "15.4325", rateDate: "2026-01-05" },
        "USD",
      ),
    ).toBe("≈ GH₵3,850,000 at GH₵15.4325 per US$, 5 January 2026");
  });

  it("says 'rate not set' for a dollar price without a rate; nothing for a cedi price or a broken one", () => {
    expect(formatPriceConversion(null, "USD")).toBe("Cedi equivalent: rate not set");
    expect(formatPriceConversion(null, "GHS")).toBeNull();
    expect(formatPriceConversion(null)).toBeNull();
    expect(formatPriceConversion(undefined)).toBeNull();
    expect(
      formatPriceConversion({
        currency: "USD",
        amount: "x",
        rate: "15.40",
        rateDate: "2026-11-23",
      }),
    ).toBeNull();
    expect(
      formatPriceConversion({ currency: "USD", amount: "1", rate: "15.40", rateDate: "soon" }),
    ).toBeNull();
  });
});
