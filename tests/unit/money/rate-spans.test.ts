import { rateSpans } from "#modules/money/rate-spans.js";

const rate = (id: number, ghsPerUsd: string, day: string) => ({
  id,
  ghsPerUsd,
  setAt: new Date(`${day}T12:00:00Z`),
});

describe("rateSpans", () => {
  it("gives each rate the time until the next, the first also the time before it", () => {
    // Given out of order: the spans follow the dates.
    const spans = rateSpans([rate(2, "15.0000", "2026-11-01"), rate(1, "12.5000", "2026-10-01")]);
    expect(spans).toEqual([
      { from: null, until: new Date("2026-11-01T12:00:00Z"), ghsPerUsd: "12.5000" },
      { from: new Date("2026-11-01T12:00:00Z"), until: null, ghsPerUsd: "15.0000" },
    ]);
  });

  it("has no span without a rate: a dollar price then has no cedi value", () => {
    expect(rateSpans([])).toEqual([]);
  });
});
