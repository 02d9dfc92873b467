import { parsePropertyQuery } from "#modules/catalogue/property-query.js";
import {
  exceedsLegalAdvance,
  LEGAL_MAX_RENT_ADVANCE_MONTHS,
  normaliseDigitalAddress,
} from "#modules/listings/listing-terms.js";

describe("exceedsLegalAdvance (Rent Act, 1963 (Act 220))", () => {
  it("is six months", () => {
    expect(LEGAL_MAX_RENT_ADVANCE_MONTHS).toBe(6);
  });

  it.each([
    [0, false],
    [6, false],
    [7, true],
    [12, true],
    [24, true],
  ])("%i months → %s", (months, flagged) => {
    expect(exceedsLegalAdvance(months)).toBe(flagged);
  });

  it("never flags an advance that is not stated", () => {
    expect(exceedsLegalAdvance(null)).toBe(false);
    expect(exceedsLegalAdvance(undefined)).toBe(false);
  });
});

describe("normaliseDigitalAddress (GhanaPostGPS)", () => {
  it.each([
    ["GA-183-8164", "GA-183-8164"],
    ["ak-039-5028", "AK-039-5028"],
    [" ga 183 8164 ", "GA-183-8164"],
    ["GA1838164", "GA-183-8164"],
    ["NT-0012-3390", "NT-0012-3390"],
    ["NT00123390", "NT-0012-3390"],
  ])("%s → %s", (text, address) => {
    expect(normaliseDigitalAddress(text)).toBe(address);
  });

  it.each(["", "GA-18-8164", "GA-183-816", "G1-183-8164", "GAA-183-8164", "GA-1838-164", "Madina"])(
    "refuses %p",
    (text) => {
      expect(normaliseDigitalAddress(text)).toBeNull();
    },
  );
});

describe("parsePropertyQuery maxAdvance", () => {
  it("reads whole months; 'any' and '' do not filter", () => {
    expect(parsePropertyQuery({ maxAdvance: "6" }).maxAdvance).toBe(6);
    expect(parsePropertyQuery({ maxAdvance: "0" }).maxAdvance).toBe(0);
    expect(parsePropertyQuery({ maxAdvance: "any" }).maxAdvance).toBeUndefined();
    expect(parsePropertyQuery({ maxAdvance: "" }).maxAdvance).toBeUndefined();
  });

  it.each(["six", "-1", "61", "1.5"])("refuses %p with a field message", (value) => {
    expect(() => parsePropertyQuery({ maxAdvance: value })).toThrow(
      expect.objectContaining({ errors: { maxAdvance: [expect.any(String)] } }),
    );
  });
});
