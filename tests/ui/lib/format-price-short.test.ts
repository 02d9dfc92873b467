import { formatPriceShort } from "#web/ui/lib/format.js";

// Spec §9: M at or above 1,000,000 with one decimal, K at or above 1,000, judged on the true price.
describe("formatPriceShort", () => {
  it.each([
    [999, "GH₵999"],
    [1_000, "GH₵1K"],
    [9_500, "GH₵10K"],
    [999_499, "GH₵999K"],
    // Rounding would read '1000K'; still under a million, so it stays at the top of the K range.
    [999_500, "GH₵999K"],
    [999_999, "GH₵999K"],
    [1_000_000, "GH₵1.0M"],
    [1_050_000, "GH₵1.1M"],
    // 1.15 is 1.1499… as a float; the half still rounds up.
    [1_150_000, "GH₵1.2M"],
    [9_999_999, "GH₵10.0M"],
  ])("%d reads %s", (price, shown) => {
    expect(formatPriceShort(price)).toBe(shown);
  });

  it("reads the API's price strings and says 'Price on request' without a number", () => {
    expect(formatPriceShort("999999.00")).toBe("GH₵999K");
    expect(formatPriceShort("2500000.00")).toBe("GH₵2.5M");
    expect(formatPriceShort(null)).toBe("Price on request");
    expect(formatPriceShort("abc")).toBe("Price on request");
    expect(formatPriceShort("")).toBe("Price on request");
  });
});
