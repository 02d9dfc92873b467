import {
  aboutAmount,
  FEE_AMOUNT,
  medianOf,
  reportedFeeLine,
  summariseFees,
} from "#modules/reports/reported-fees.rules.js";

// Decision 100: how an agent's page sums up the upheld reports of fees its listings did not show.

describe("the amount of a reported fee", () => {
  it.each([
    ["50", true],
    ["50.5", true],
    ["1200.50", true],
    ["99999999.99", true],
    ["0", false],
    ["0.00", false],
    ["-5", false],
    ["50.123", false],
    ["123456789", false],
    ["GH₵50", false],
    ["", false],
  ])("%s → %s", (text, ok) => {
    expect(FEE_AMOUNT.test(text)).toBe(ok);
  });
});

describe("medianOf and aboutAmount", () => {
  it("takes the middle amount, or the mean of the middle two", () => {
    expect(medianOf([50])).toBe(50);
    expect(medianOf([100, 50, 60])).toBe(60);
    expect(medianOf([60, 50])).toBe(55);
  });

  it("rounds to two significant figures, so no reporter's exact figure shows", () => {
    expect(aboutAmount(50)).toBe(50);
    expect(aboutAmount(47.5)).toBe(48);
    expect(aboutAmount(155)).toBe(160);
    expect(aboutAmount(2430)).toBe(2400);
    expect(aboutAmount(12_345)).toBe(12_000);
  });
});

describe("reportedFeeLine", () => {
  it("counts renters for rentals, people otherwise, one or many, with the typical amount", () => {
    expect(
      reportedFeeLine({ kind: "viewing", reports: 2, typicalAmount: 50, rentalsOnly: true }),
    ).toBe("2 renters reported a viewing fee of about GH₵50");
    expect(
      reportedFeeLine({ kind: "viewing", reports: 1, typicalAmount: 100, rentalsOnly: true }),
    ).toBe("1 renter reported a viewing fee of about GH₵100");
    expect(
      reportedFeeLine({
        kind: "commission",
        reports: 3,
        typicalAmount: 24_000,
        rentalsOnly: false,
      }),
    ).toBe("3 people reported a commission of about GH₵24,000");
    expect(
      reportedFeeLine({ kind: "other", reports: 1, typicalAmount: 200, rentalsOnly: false }),
    ).toBe("1 person reported another fee of about GH₵200");
  });
});

describe("summariseFees", () => {
  it("gives each kind of fee its count, typical amount and whether only rentals were reported, most reported first", () => {
    expect(
      summariseFees([
        { kind: "commission", amount: 2000, rental: true },
        { kind: "viewing", amount: 50, rental: true },
        { kind: "viewing", amount: 60, rental: false },
        { kind: "viewing", amount: 200, rental: true },
      ]),
    ).toEqual([
      { kind: "viewing", reports: 3, typicalAmount: 60, rentalsOnly: false },
      { kind: "commission", reports: 1, typicalAmount: 2000, rentalsOnly: true },
    ]);
    expect(summariseFees([])).toEqual([]);
  });
});
