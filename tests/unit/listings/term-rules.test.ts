import "reflect-metadata";
import { validate } from "class-validator";
import { ListingFieldsInput, prepareListingFields } from "#modules/listings/listing-fields.js";
import { TERM_RULES } from "#modules/listings/listing-terms.js";
import { whenGiven } from "#shared/text-rule.js";

/** The API's verdict on one term: its message, or true when it passes. */
async function apiVerdict(field: keyof typeof TERM_RULES, text: string): Promise<true | string> {
  const input = Object.assign(new ListingFieldsInput(), { [field]: text });
  prepareListingFields(input);
  const errors = await validate(input);
  const mine = errors.find((e) => e.property === field);
  return mine ? (Object.values(mine.constraints ?? {})[0] ?? "") : true;
}

describe("TERM_RULES: the API and the form give one verdict (issue 34)", () => {
  it.each([
    ["rentAdvanceMonths", ["0", "05", "6", "24", "60", " 12 "], ["61", "-1", "2.5", "six", "100"]],
    ["viewingFee", ["0", "50", "150.5", "999999.99"], ["fifty", "-5", "1000000", "50.123"]],
    [
      "commissionPercent",
      ["0", "007", "10", "2.5", "100", "100.00"],
      ["100.5", "120", "-1", "ten"],
    ],
    ["digitalAddress", ["GA-183-8164", "ga 183 8164", "NT00123390"], ["Near the Shell station"]],
  ] as const)("%s", async (field, good, bad) => {
    const form = whenGiven(TERM_RULES[field]);
    for (const text of good) {
      expect([text, form(text)]).toEqual([text, true]);
      expect([text, await apiVerdict(field, text)]).toEqual([text, true]);
    }
    for (const text of bad) {
      expect([text, form(text)]).toEqual([text, TERM_RULES[field].message]);
      expect([text, await apiVerdict(field, text)]).toEqual([text, TERM_RULES[field].message]);
    }
  });

  it("keeps spec §5's words", () => {
    expect(TERM_RULES.rentAdvanceMonths.message).toBe(
      "Rent advance must be a whole number of months from 0 to 60",
    );
    expect(TERM_RULES.viewingFee.message).toBe("Viewing fee must be an amount in GH₵, e.g. 50");
    expect(TERM_RULES.commissionPercent.message).toBe(
      "Commission must be a percentage from 0 to 100, e.g. 10",
    );
  });
});
