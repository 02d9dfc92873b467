import {
  formatListingPrice,
  formatPrice,
  monthlyPrice,
  PRICE_ON_REQUEST,
} from "#modules/listings/listing-price.js";

// Decision 90: full figures wherever prices are compared; only a million or more is shortened.
describe("formatPrice", () => {
  it.each([
    [0, "GH₵0"],
    [999, "GH₵999"],
    [3_500, "GH₵3,500"],
    [4_200, "GH₵4,200"],
    [5_500, "GH₵5,500"],
    [6_500, "GH₵6,500"],
    [999_999, "GH₵999,999"],
    [1_850_000, "GH₵1,850,000"],
  ])("writes %d out in full: %s", (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });

  it.each([
    // Short changes nothing below a million: a rent is never rounded.
    [999, "GH₵999"],
    [4_200, "GH₵4,200"],
    [999_499, "GH₵999,499"],
    [999_999, "GH₵999,999"],
    [999_999.6, "GH₵1.0M"],
    [1_000_000, "GH₵1.0M"],
    [1_050_000, "GH₵1.05M"],
    // Hundredths counted whole: 1.15 as a float is 1.1499….
    [1_150_000, "GH₵1.15M"],
    [1_850_000, "GH₵1.85M"],
    [1_855_000, "GH₵1.86M"],
    [2_000_000, "GH₵2.0M"],
    [9_999_999, "GH₵10.0M"],
    [12_500_000, "GH₵12.5M"],
    [1_250_000_000, "GH₵1,250.0M"],
  ])("short, %d reads %s", (price, shown) => {
    expect(formatPrice(price, "GHS", { short: true })).toBe(shown);
  });

  it("writes dollars as US$, by the same rules", () => {
    expect(formatPrice(1_800, "USD")).toBe("US$1,800");
    expect(formatPrice("950000.00", "USD", { short: true })).toBe("US$950,000");
    expect(formatPrice("2500000.00", "USD", { short: true })).toBe("US$2.5M");
  });

  it("reads the API's decimal strings, rounds pesewas to whole cedis, and says 'Price on request' without a number", () => {
    expect(formatPrice("5500.00")).toBe("GH₵5,500");
    expect(formatPrice("4166.67")).toBe("GH₵4,167");
    expect(formatPrice("0.00")).toBe("GH₵0");
    expect(formatPrice(-1_500)).toBe("-GH₵1,500");
    for (const odd of [null, undefined, "", "  ", "abc", Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPrice(odd)).toBe(PRICE_ON_REQUEST);
  });
});

describe("formatListingPrice", () => {
  const rent = (price: string, rentPeriod: "month" | "year" | null) =>
    ({ price, listingType: "rent", rentPeriod, priceCurrency: "GHS" }) as const;

  it("gives a rent its period and a sale none, in the listing's currency", () => {
    expect(formatListingPrice(rent("5500.00", "month"))).toBe("GH₵5,500 / month");
    expect(formatListingPrice(rent("240000.00", "year"))).toBe("GH₵240,000 / year");
    // A rent whose period is not stated is monthly, as the listing form takes it.
    expect(formatListingPrice(rent("3500.00", null))).toBe("GH₵3,500 / month");
    expect(formatListingPrice({ ...rent("1800.00", "month"), priceCurrency: "USD" })).toBe(
      "US$1,800 / month",
    );
    expect(formatListingPrice({ price: "1850000.00", listingType: "sale" })).toBe("GH₵1,850,000");
    expect(formatListingPrice({ price: "250000.00", priceCurrency: "USD" })).toBe("US$250,000");
  });

  it("shortens only a million or more, and keeps the period when it does", () => {
    const short = { short: true };
    expect(formatListingPrice(rent("5500.00", "month"), short)).toBe("GH₵5,500 / month");
    expect(formatListingPrice(rent("1200000.00", "year"), short)).toBe("GH₵1.2M / year");
    expect(formatListingPrice({ price: "3800000.00", listingType: "sale" }, short)).toBe("GH₵3.8M");
    expect(formatListingPrice({ price: "950000.00", listingType: "sale" }, short)).toBe(
      "GH₵950,000",
    );
  });

  it("shows a yearly rent by the month when asked, as the price sorts compare it", () => {
    const monthly = { monthly: true };
    expect(formatListingPrice(rent("240000.00", "year"), monthly)).toBe("GH₵20,000 / month");
    expect(formatListingPrice(rent("50000.00", "year"), monthly)).toBe("GH₵4,167 / month");
    expect(formatListingPrice({ ...rent("21600.00", "year"), priceCurrency: "USD" }, monthly)).toBe(
      "US$1,800 / month",
    );
    expect(formatListingPrice(rent("3500.00", "month"), monthly)).toBe("GH₵3,500 / month");
    expect(formatListingPrice({ price: "1850000.00", listingType: "sale" }, monthly)).toBe(
      "GH₵1,850,000",
    );
  });

  it("says 'Price on request' alone, without a period, when there is no price", () => {
    expect(formatListingPrice(rent("", "month"))).toBe(PRICE_ON_REQUEST);
    expect(formatListingPrice({ ...rent("x", "year") }, { monthly: true })).toBe(PRICE_ON_REQUEST);
    expect(formatListingPrice({ price: null, listingType: "sale" })).toBe(PRICE_ON_REQUEST);
  });
});

describe("monthlyPrice", () => {
  it("is a sale's price, a monthly rent's rent and a yearly rent's twelfth to the pesewa", () => {
    expect(monthlyPrice({ price: "1850000.00", listingType: "sale", rentPeriod: null })).toBe(
      1_850_000,
    );
    expect(monthlyPrice({ price: "6000.00", listingType: "rent", rentPeriod: "month" })).toBe(6000);
    expect(monthlyPrice({ price: "60000.00", listingType: "rent", rentPeriod: "year" })).toBe(5000);
    expect(monthlyPrice({ price: "50000.00", listingType: "rent", rentPeriod: "year" })).toBe(
      4166.67,
    );
    expect(monthlyPrice({ price: "100.10", listingType: "rent", rentPeriod: "year" })).toBe(8.34);
  });
});
