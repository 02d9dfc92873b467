import { measureSearchAtScale, SMOKE_SIZES } from "../../bench/search-scale.js";
import { formatSearchScale } from "../../bench/search-scale-cli.js";

// The smoke run CI keeps working: a fresh database (the server when DATABASE_URL names one,
// else PGlite), grown and searched through the services. No speed is asserted.
describe("measureSearchAtScale (smoke)", () => {
  it("grows the catalogue to each size and times the list and count queries", async () => {
    const result = await measureSearchAtScale({
      sizes: SMOKE_SIZES,
      queries: 10,
      serverUrl: process.env.DATABASE_URL ?? null,
    });

    expect(result.database).toBe(process.env.DATABASE_URL ? "server" : "embedded");
    expect(result.sizes.map((s) => s.size)).toEqual(SMOKE_SIZES);
    for (const size of result.sizes) {
      for (const timing of [size.list, size.count]) {
        expect(timing.p50).toBeGreaterThan(0);
        expect(timing.p95).toBeGreaterThanOrEqual(timing.p50);
      }
    }
    expect(formatSearchScale(result)).toContain("growth 100→400");
    const last = result.sizes[result.sizes.length - 1];
    expect(last.filtersOnly.queries + last.withWords.queries).toBe(10);
    expect(formatSearchScale(result)).toMatch(/at 400, filters only \(\d+ queries\): list/);
  });

  it("drops the named search indexes for a before measurement, and refuses an unknown one", async () => {
    const result = await measureSearchAtScale({
      sizes: [100],
      queries: 2,
      serverUrl: process.env.DATABASE_URL ?? null,
      withoutIndexes: ["properties_search_gin_idx"],
    });
    expect(result.withoutIndexes).toEqual(["properties_search_gin_idx"]);
    await expect(
      measureSearchAtScale({ sizes: [100], serverUrl: null, withoutIndexes: ["nope_idx"] }),
    ).rejects.toThrow("unknown index nope_idx");
    // Two fresh migrated databases: slow only when the two cores are shared with other work.
  }, 120_000);
});
