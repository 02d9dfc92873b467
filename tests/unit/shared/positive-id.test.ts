import { PositiveId } from "#shared/positive-id.js";

describe("PositiveId", () => {
  it("ends at PostgreSQL's integer maximum", () => {
    expect(PositiveId.MAX).toBe(2 ** 31 - 1);
  });

  it("accepts whole numbers from 1 to the maximum", () => {
    for (const id of [1, 12, 999_999_999, 1_000_000_000, PositiveId.MAX]) {
      expect(PositiveId.is(id)).toBe(true);
    }
  });

  it("refuses zero, negatives, fractions, numbers past the maximum and non-numbers", () => {
    const bad = [0, -1, 1.5, PositiveId.MAX + 1, Number.NaN, Number.POSITIVE_INFINITY, "12", null];
    for (const value of bad) expect(PositiveId.is(value)).toBe(false);
  });

  it("parses plain digits, ten of them too (the CLI once stopped at nine, the router at ten)", () => {
    expect(PositiveId.parse("12")).toBe(12);
    expect(PositiveId.parse("007")).toBe(7);
    expect(PositiveId.parse("1000000000")).toBe(1_000_000_000);
    expect(PositiveId.parse(String(PositiveId.MAX))).toBe(PositiveId.MAX);
  });

  it("parses nothing that is not an id: one rule for the HTTP path and the CLI", () => {
    const bad = [
      "",
      "0",
      "-1",
      "+1",
      " 12",
      "12 ",
      "1e1",
      "0x10",
      "1.5",
      "2147483648",
      "99999999999",
    ];
    for (const text of bad) expect(PositiveId.parse(text)).toBeNull();
  });

  it("names the field in its message", () => {
    expect(PositiveId.message("propertyId")).toBe("propertyId must be a positive whole number");
  });
});
