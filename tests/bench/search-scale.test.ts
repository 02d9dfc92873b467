import type { ScratchApp } from "../../bench/scratch-database.js";
import { measureSearchAtScale, SMOKE_SIZES } from "../../bench/search-scale.js";
import { formatSearchScale } from "../../bench/search-scale-cli.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { createTestDatabase } from "../support/test-database.js";

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
    // The fresh database the bench makes itself is the test above's: a copy of the migrated
    // template is the same, without its initdb and migrations.
    const result = await measureSearchAtScale({
      sizes: [100],
      queries: 2,
      open: migratedCopy,
      withoutIndexes: ["properties_search_gin_idx"],
    });
    expect(result.withoutIndexes).toEqual(["properties_search_gin_idx"]);
    await expect(
      measureSearchAtScale({ sizes: [100], serverUrl: null, withoutIndexes: ["nope_idx"] }),
    ).rejects.toThrow("unknown index nope_idx");
  }, 120_000);
});

async function migratedCopy(): Promise<ScratchApp> {
  const database = await createTestDatabase({ template: "migrated" });
  const app = await createApplication(
    loadConfig({
      ...process.env,
      DATA_DIR: database.dataDir,
      DATABASE_URL: "",
      ...database.env,
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD: "",
    }),
  );
  return {
    app,
    kind: database.databaseUrl ? "server" : "embedded",
    where: "a copy of the migrated template",
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}
