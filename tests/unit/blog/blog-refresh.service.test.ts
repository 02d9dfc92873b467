import { ValidationError } from "#shared/errors.js";
import { anItem, blogFixture } from "./blog.fakes.js";

const RSS = "https://feeds.example.com/rss";
const ATOM = "https://other.example.org/atom.xml";

describe("BlogService.refresh", () => {
  it("inserts new posts with a unique slug, a category and the published date", async () => {
    const { service, reader, posts, runs, clock, jobs } = blogFixture();
    reader.feeds.set(RSS, [
      anItem(),
      anItem({
        title: "Accra housing prices climb again",
        link: "https://news.example.com/accra-housing-prices-2",
      }),
      anItem({
        title: "How to buy land safely: a first-time buyer's checklist",
        link: "https://news.example.com/buy-land",
        imageUrl: "https://cdn.example.com/land.jpg",
      }),
    ]);
    const summary = await service.refresh();
    expect(summary).toMatchObject({
      status: "success",
      feeds: [RSS],
      added: 3,
      updated: 0,
      unchanged: 0,
      failures: [],
      lastSuccessAt: null,
    });
    expect(posts.rows.map((p) => [p.slug, p.category])).toEqual([
      ["accra-housing-prices-climb-again", "Market Trends"],
      ["accra-housing-prices-climb-again-2", "Market Trends"],
      ["how-to-buy-land-safely-a-first-time-buyer-s-checklist", "Buying Guide"],
    ]);
    expect(posts.rows[2].featuredImage).toBe("https://cdn.example.com/land.jpg");
    expect(posts.rows[0].publishedAt).toEqual(new Date("2026-02-20T10:00:00Z"));
    expect(runs.runs).toEqual([
      expect.objectContaining({
        status: "success",
        startedAt: clock.now(),
        feeds: [RSS],
        added: 3,
        updated: 0,
        error: null,
      }),
    ]);
    // The operators' last-success metric moves (decision 61).
    expect(jobs.successes).toEqual(["refresh-blog"]);
  });

  it("updates title and excerpt of known source urls and keeps their slug", async () => {
    const { service, reader, posts, clock } = blogFixture();
    reader.feeds.set(RSS, [
      anItem(),
      anItem({ title: "Other", link: "https://news.example.com/o" }),
    ]);
    await service.refresh();
    clock.advanceDays(1);
    reader.feeds.set(RSS, [
      anItem({ title: "Accra prices climb for a third quarter", excerpt: "New figures." }),
      anItem({ title: "Other", link: "https://news.example.com/o" }),
    ]);
    const summary = await service.refresh({ force: true });
    expect(summary).toMatchObject({ status: "success", added: 0, updated: 1, unchanged: 1 });
    expect(posts.rows).toHaveLength(2);
    expect(posts.rows[0]).toMatchObject({
      title: "Accra prices climb for a third quarter",
      excerpt: "New figures.",
      slug: "accra-housing-prices-climb-again",
    });
  });

  it("skips within 14 days of the last successful run unless forced, and runs after", async () => {
    const { service, reader, runs, clock } = blogFixture();
    reader.feeds.set(RSS, [anItem()]);
    const first = await service.refresh();
    clock.advanceDays(13);
    const skipped = await service.refresh();
    expect(skipped).toMatchObject({
      status: "skipped",
      added: 0,
      lastSuccessAt: first.finishedAt,
      nextDueAt: new Date(first.finishedAt.getTime() + 14 * 24 * 3600 * 1000),
    });
    expect(reader.reads).toEqual([RSS]);
    expect((await service.refresh({ force: true })).status).toBe("success");
    clock.advanceDays(13);
    expect((await service.refresh()).status).toBe("skipped");
    clock.advanceDays(2);
    expect((await service.refresh()).status).toBe("success");
    expect(runs.runs.map((r) => r.status)).toEqual([
      "success",
      "skipped",
      "success",
      "skipped",
      "success",
    ]);
  });

  it("keeps the posts of feeds that answered but records the run as failed", async () => {
    const { service, reader, posts, runs, clock, jobs } = blogFixture([RSS, ATOM]);
    reader.feeds.set(RSS, [anItem()]);
    reader.feeds.set(ATOM, new Error("connect ECONNREFUSED 127.0.0.1:9"));
    const summary = await service.refresh();
    expect(summary).toMatchObject({
      status: "failed",
      added: 1,
      failures: [{ feed: ATOM, message: "connect ECONNREFUSED 127.0.0.1:9" }],
    });
    expect(posts.rows).toHaveLength(1);
    expect(runs.runs[0]).toMatchObject({
      status: "failed",
      error: `${ATOM}: connect ECONNREFUSED 127.0.0.1:9`,
    });
    // A failed run does not start the 14-day wait: the next day tries again.
    clock.advanceDays(1);
    expect((await service.refresh()).status).toBe("failed");
    expect(reader.reads).toHaveLength(4);
    // Nor is it a success for the operators' metric (decision 61).
    expect(jobs.successes).toEqual([]);
  });

  it("stores nothing when saving fails, records the failure and rethrows", async () => {
    const { service, reader, posts, runs } = blogFixture();
    reader.feeds.set(RSS, [anItem(), anItem({ link: "https://news.example.com/2", title: "B" })]);
    let inserts = 0;
    const insert = posts.insert.bind(posts);
    posts.insert = async (post) => {
      if (++inserts === 2) throw new Error("disk full");
      return insert(post);
    };
    await expect(service.refresh()).rejects.toThrow("disk full");
    expect(posts.rows).toHaveLength(0);
    expect(runs.runs).toEqual([
      expect.objectContaining({ status: "failed", error: "saving posts failed: disk full" }),
    ]);
  });

  it("reads explicit feeds instead of the configured ones, once each", async () => {
    const { service, reader } = blogFixture([RSS]);
    reader.feeds.set(ATOM, [anItem()]);
    const summary = await service.refresh({ feeds: [ATOM, ` ${ATOM} `] });
    expect(summary.feeds).toEqual([ATOM]);
    expect(reader.reads).toEqual([ATOM]);
  });

  it("stores an article carried by two feeds once", async () => {
    const { service, reader, posts } = blogFixture([RSS, ATOM]);
    reader.feeds.set(RSS, [anItem()]);
    reader.feeds.set(ATOM, [anItem({ title: "Same story, other wording" })]);
    expect((await service.refresh()).added).toBe(1);
    expect(posts.rows[0].title).toBe("Accra housing prices climb again");
  });

  it("skips, without failing, a post whose slug was stored meanwhile by another transaction", async () => {
    const { service, reader, posts } = blogFixture();
    reader.feeds.set(RSS, [anItem()]);
    // What a concurrent writer looks like from inside the transaction: the slug seemed free.
    posts.slugsLike = async () => [];
    posts.rows.push(stored("accra-housing-prices-climb-again"));
    const summary = await service.refresh();
    expect(summary).toMatchObject({ status: "success", added: 0, unchanged: 1 });
    expect(posts.rows).toHaveLength(1);
  });

  it("reads no feed and records no run while another run holds refresh-blog", async () => {
    const { service, reader, runs, jobs } = blogFixture();
    reader.feeds.set(RSS, [anItem()]);
    jobs.held.set("refresh-blog", "ops pid 9");
    await expect(service.refresh({ force: true })).rejects.toMatchObject({
      code: "JOB.HELD",
      holder: "ops pid 9",
    });
    expect(reader.reads).toEqual([]);
    expect(runs.runs).toEqual([]);
  });

  it("drops items without a title or web link and resolves relative links", async () => {
    const { service, reader, posts } = blogFixture();
    reader.feeds.set(RSS, [
      anItem({ title: "  " }),
      anItem({ link: null, title: "No link" }),
      anItem({ link: "javascript:alert(1)", title: "Script link" }),
      anItem({ link: "/news/relative", title: "Relative", imageUrl: "data:image/png;base64,AA" }),
    ]);
    expect((await service.refresh()).added).toBe(1);
    expect(posts.rows[0]).toMatchObject({
      sourceUrl: "https://feeds.example.com/news/relative",
      featuredImage: null,
    });
  });

  it("dates undated or future items at the run's time", async () => {
    const { service, reader, posts, clock } = blogFixture();
    reader.feeds.set(RSS, [
      anItem({ publishedAt: null }),
      anItem({ link: "https://n.example.com/f", publishedAt: new Date("2030-01-01T00:00:00Z") }),
    ]);
    await service.refresh();
    expect(posts.rows.map((p) => p.publishedAt)).toEqual([clock.now(), clock.now()]);
  });

  it("says so when no feed is configured", async () => {
    const { service, runs } = blogFixture([]);
    const error = await service.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      feeds: ["No blog feed is configured: set BLOG_FEEDS or pass --feed URL"],
    });
    expect(runs.runs).toHaveLength(0);
  });

  it.each([["ftp://feeds.example.com/rss"], ["file:///etc/passwd"], ["not a url"]])(
    "refuses the non-http feed %p",
    async (feed) => {
      const { service, reader } = blogFixture();
      await expect(service.refresh({ feeds: [feed] })).rejects.toMatchObject({
        code: "BLOG.INVALID_FEED_URL",
        errors: { feeds: [`Feed URLs must start with http:// or https://: ${feed}`] },
      });
      expect(reader.reads).toEqual([]);
    },
  );

  it("refuses malformed options", async () => {
    const { service } = blogFixture();
    await expect(
      service.refresh({ force: "yes" as never, feeds: "https://x.example" as never }),
    ).rejects.toMatchObject({
      errors: {
        force: ["Force must be true or false"],
        feeds: ["Feeds must be a list of URLs"],
      },
    });
  });
});

function stored(slug: string) {
  return {
    id: 1,
    views: 0,
    title: "Someone else's post",
    slug,
    excerpt: "",
    content: "",
    category: "News",
    featuredImage: null,
    sourceUrl: "https://elsewhere.example.com/post",
    publishedAt: new Date("2026-02-01T00:00:00Z"),
  };
}
