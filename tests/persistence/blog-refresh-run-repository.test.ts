import { TOKENS } from "../../src/container/tokens.js";
import type { BlogRefreshRunRepository, NewRefreshRun } from "../../src/modules/blog/blog.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const runs = () => bound<BlogRefreshRunRepository>(app, TOKENS.BlogRefreshRunRepository);

function aRun(overrides: Partial<NewRefreshRun> = {}): NewRefreshRun {
  return {
    startedAt: at("2026-11-23T06:00:00.000Z"),
    finishedAt: at("2026-11-23T06:00:04.321Z"),
    status: "success",
    feeds: ["https://news.example.com.gh/feed", "https://feeds.example/rss?a=1,2"],
    added: 3,
    updated: 1,
    error: null,
    ...overrides,
  };
}

describe("BlogRefreshRunRepository", () => {
  it("records a run with its feeds as an array, and answers it", async () => {
    const run = await runs().record(aRun());
    expect(run).toEqual({ id: expect.any(Number), ...aRun() });
    expect(
      await app.sql("SELECT feeds, status, error, started_at, finished_at FROM blog_refresh_runs"),
    ).toEqual([
      {
        feeds: aRun().feeds,
        status: "success",
        error: null,
        started_at: aRun().startedAt,
        finished_at: aRun().finishedAt,
      },
    ]);
  });

  it("records a failed run with no feeds and its error", async () => {
    const run = await runs().record(
      aRun({ status: "failed", feeds: [], added: 0, updated: 0, error: 'feed "x" answered 503' }),
    );
    expect(run).toMatchObject({ status: "failed", feeds: [], error: 'feed "x" answered 503' });
    expect(await app.sql("SELECT feeds FROM blog_refresh_runs")).toEqual([{ feeds: [] }]);
  });

  it("answers the latest successful run, ties the later id, never a failed or skipped one", async () => {
    expect(await runs().lastSuccessful()).toBeNull();
    await runs().record(aRun({ status: "failed", startedAt: at("2026-11-25T00:00:00Z") }));
    expect(await runs().lastSuccessful()).toBeNull();

    await runs().record(aRun({ startedAt: at("2026-11-01T00:00:00Z") }));
    await runs().record(aRun({ added: 1 }));
    const tie = await runs().record(aRun({ added: 2 }));
    await runs().record(aRun({ status: "skipped", startedAt: at("2026-11-24T00:00:00Z") }));

    expect(await runs().lastSuccessful()).toEqual(tie);
  });
});
