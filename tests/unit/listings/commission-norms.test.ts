import {
  COMMON_COMMISSION_PERCENT,
  commissionAboveCommon,
  commissionAboveCommonText,
} from "#modules/listings/commission-norms.js";

// Decision 100: what agents in Ghana commonly charge, as reported: a fact to compare with, no law.

describe("commissionAboveCommon", () => {
  it("is 10% of the first year's rent on a letting and 5% on a sale", () => {
    expect(COMMON_COMMISSION_PERCENT).toEqual({ rent: 10, sale: 5 });
  });

  it.each([
    ["rent", "10.00", false],
    ["rent", "10.01", true],
    ["rent", 15, true],
    ["rent", "5", false],
    ["sale", "5.00", false],
    ["sale", "5.5", true],
    ["sale", "10", true],
    ["sale", "0", false],
  ] as const)("a %s at %s%% → %s", (kind, percent, above) => {
    expect(commissionAboveCommon(kind, percent)).toBe(above);
  });

  it("never flags a commission that is not stated", () => {
    for (const percent of [null, undefined, ""]) {
      expect(commissionAboveCommon("rent", percent)).toBe(false);
      expect(commissionAboveCommon("sale", percent)).toBe(false);
    }
  });
});

describe("commissionAboveCommonText", () => {
  it("states the common figure, its source as common practice, and the listing's own, with no legal claim", () => {
    expect(commissionAboveCommonText("rent", "15.00")).toBe(
      "Agents in Ghana commonly charge 10% of the first year's rent for a letting (common practice as publicly reported); this listing states 15%. Agree the commission in writing before you pay.",
    );
    const sale = commissionAboveCommonText("sale", "7.5");
    expect(sale).toContain("around 5% of the price on a sale");
    expect(sale).toContain("this listing states 7.5%");
    for (const text of [sale, commissionAboveCommonText("rent", 12)]) {
      expect(text).not.toMatch(/\b(illegal|unlawful|legal|law|act)\b/i);
    }
  });
});
