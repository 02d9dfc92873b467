import http from "node:http";
import type { AddressInfo } from "node:net";
import { RssParserFeedReader } from "../../src/adapters/feeds/rss-parser-feed-reader.js";
import { TOKENS } from "../../src/container/tokens.js";
import type {
  BlogPostRepository,
  BlogRefreshRunRepository,
} from "../../src/modules/blog/blog.ports.js";
import { BlogService } from "../../src/modules/blog/blog.service.js";
import type { JobLock } from "../../src/modules/jobs/jobs.ports.js";
import type { Clock, TransactionRunner } from "../../src/shared/ports.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/** What the little feed server answers, per path; tests change it between runs. */
const served = new Map<string, { type: string; body: string }>();
let feedServer: http.Server;
let base: string;
let closedPortUrl: string;
let app: TestApp;

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const feed = served.get(req.url ?? "");
    if (!feed) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": feed.type }).end(feed.body);
  });
  base = `http://127.0.0.1:${await listen(feedServer)}`;
  // A port that was just free and is closed again: connecting to it is refused.
  const probe = http.createServer();
  closedPortUrl = `http://127.0.0.1:${await listen(probe)}/feed.xml`;
  await new Promise((resolve) => probe.close(resolve));
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => feedServer.close(resolve));
});
beforeEach(async () => {
  await app.reset();
  served.clear();
  served.set("/rss.xml", { type: "application/rss+xml; charset=utf-8", body: rss() });
  served.set("/atom.xml", { type: "application/atom+xml", body: atom() });
});

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function rss(firstTitle = "Accra rents climb for a third quarter"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Ghana Property News</title>
    <link>https://news.example.com</link>
    <description>Property news</description>
    <item>
      <title>${firstTitle}</title>
      <link>https://news.example.com/accra-rents</link>
      <description><![CDATA[<p>Rents in <b>East Legon</b> &amp; Cantonments rose again.</p><script>alert(1)</script>]]></description>
      <content:encoded><![CDATA[<p>Rents rose again.</p><p>Agents expect more in 2026.</p>]]></content:encoded>
      <pubDate>Tue, 10 Feb 2026 09:00:00 GMT</pubDate>
      <media:content url="https://cdn.example.com/accra.jpg" medium="image" />
    </item>
    <item>
      <title>Lands Commission digitises land title registration</title>
      <link>https://news.example.com/lands-commission</link>
      <description>Searches now take days, not months.</description>
      <pubDate>Mon, 02 Feb 2026 09:00:00 GMT</pubDate>
      <enclosure url="https://cdn.example.com/lands.png" type="image/png" length="1000" />
    </item>
    <item>
      <title>An item without a link is skipped</title>
      <description>Nothing to point to.</description>
    </item>
  </channel>
</rss>`;
}

function atom(): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Kumasi Homes Blog</title>
  <id>urn:uuid:kumasi-homes</id>
  <updated>2026-02-05T12:00:00Z</updated>
  <entry>
    <title>Five tips for first-time buyers in Kumasi</title>
    <link rel="alternate" href="https://kumasi.example.org/posts/first-time-buyers"/>
    <id>urn:uuid:1</id>
    <published>2026-02-05T12:00:00Z</published>
    <updated>2026-02-05T12:00:00Z</updated>
    <summary>Check the indenture, visit at night, talk to neighbours.</summary>
    <content type="html">&lt;p&gt;Long read about buying near KNUST.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Managing short lets</title>
    <link href="/posts/short-lets"/>
    <id>urn:uuid:2</id>
    <updated>2026-01-28T08:00:00Z</updated>
    <category term="property-management"/>
    <summary type="html">&lt;b&gt;Cleaning&lt;/b&gt; and check-in between guests.</summary>
  </entry>
</feed>`;
}

interface PostRow {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  featured_image: string | null;
  source_url: string;
  published_at: Date;
}

const posts = () =>
  app.sql<PostRow>(
    "SELECT title, slug, excerpt, content, category, featured_image, source_url, published_at FROM blog_posts ORDER BY title",
  );
const runs = () =>
  app.sql<{
    status: string;
    feeds: string[];
    added: number;
    updated: number;
    error: string | null;
  }>("SELECT status, feeds, added, updated, error FROM blog_refresh_runs ORDER BY id");

describe("refresh-blog through application.services.blog", () => {
  it("reads an RSS and an Atom feed into posts and records the run", async () => {
    const feeds = [`${base}/rss.xml`, `${base}/atom.xml`];
    const summary = await app.application.services.blog.refresh({ feeds });
    expect(summary).toMatchObject({
      status: "success",
      feeds,
      added: 4,
      updated: 0,
      unchanged: 0,
      failures: [],
    });
    const rows = await posts();
    expect(rows.map((p) => [p.source_url, p.category, p.slug])).toEqual([
      [
        "https://news.example.com/accra-rents",
        "Market Trends",
        "accra-rents-climb-for-a-third-quarter",
      ],
      [
        "https://kumasi.example.org/posts/first-time-buyers",
        "Buying Guide",
        "five-tips-for-first-time-buyers-in-kumasi",
      ],
      [
        "https://news.example.com/lands-commission",
        "Legal",
        "lands-commission-digitises-land-title-registration",
      ],
      // A relative Atom link is resolved against the feed's address.
      [`${base}/posts/short-lets`, "Property Management", "managing-short-lets"],
    ]);
    const accra = rows[0];
    expect(accra.excerpt).toBe("Rents in East Legon & Cantonments rose again.");
    expect(accra.content).toBe("Rents rose again.\n\nAgents expect more in 2026.");
    expect(accra.featured_image).toBe("https://cdn.example.com/accra.jpg");
    expect(new Date(accra.published_at).toISOString()).toBe("2026-02-10T09:00:00.000Z");
    expect(rows[2].featured_image).toBe("https://cdn.example.com/lands.png");
    expect(rows[3].excerpt).toBe("Cleaning and check-in between guests.");
    expect(await runs()).toEqual([{ status: "success", feeds, added: 4, updated: 0, error: null }]);

    const api = await app.client().get("/api/blog?limit=2").expect(200);
    expect(api.body.map((p: { title: string }) => p.title)).toEqual([
      "Accra rents climb for a third quarter",
      "Five tips for first-time buyers in Kumasi",
    ]);
  });

  it("skips a second run within 14 days; with force it updates without duplicates", async () => {
    const { blog } = app.application.services;
    const feeds = [`${base}/rss.xml`, `${base}/atom.xml`];
    await blog.refresh({ feeds });
    served.set("/rss.xml", { type: "application/rss+xml", body: rss("Accra rents ease at last") });

    const skipped = await blog.refresh({ feeds });
    expect(skipped).toMatchObject({ status: "skipped", added: 0, updated: 0 });
    expect((await posts()).map((p) => p.title)).toContain("Accra rents climb for a third quarter");

    const forced = await blog.refresh({ feeds, force: true });
    expect(forced).toMatchObject({ status: "success", added: 0, updated: 1, unchanged: 3 });
    const rows = await posts();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      title: "Accra rents ease at last",
      slug: "accra-rents-climb-for-a-third-quarter",
    });
    expect((await runs()).map((r) => [r.status, r.added, r.updated])).toEqual([
      ["success", 4, 0],
      ["skipped", 0, 0],
      ["success", 0, 1],
    ]);
  });

  it("records an unreachable feed as a failed run and keeps the posts of the others", async () => {
    const feeds = [`${base}/rss.xml`, closedPortUrl, `${base}/missing.xml`];
    const summary = await app.application.services.blog.refresh({ feeds });
    expect(summary.status).toBe("failed");
    expect(summary.added).toBe(2);
    expect(summary.failures).toEqual([
      { feed: closedPortUrl, message: expect.stringContaining("ECONNREFUSED") },
      { feed: `${base}/missing.xml`, message: "HTTP 404" },
    ]);
    const [run] = await runs();
    expect(run).toMatchObject({ status: "failed", added: 2 });
    expect(run.error).toContain(`${closedPortUrl}: `);
    expect(run.error).toContain("ECONNREFUSED");
    expect(await posts()).toHaveLength(2);
    // A failed run does not start the 14-day wait.
    const again = await app.application.services.blog.refresh({ feeds: [`${base}/rss.xml`] });
    expect(again).toMatchObject({ status: "success", added: 0, unchanged: 2 });
  });

  it("records a document that is not a feed as a failure", async () => {
    served.set("/page.html", { type: "text/html", body: "<html><body>Hello</body></html>" });
    const summary = await app.application.services.blog.refresh({ feeds: [`${base}/page.html`] });
    expect(summary.status).toBe("failed");
    expect(summary.failures[0].message).toMatch(/^not a readable RSS or Atom feed/);
    expect(await posts()).toHaveLength(0);
  });

  it("refuses to run without feeds or with a non-http one, recording nothing", async () => {
    await expect(app.application.services.blog.refresh()).rejects.toMatchObject({
      code: "BLOG.NO_FEED",
    });
    await expect(
      app.application.services.blog.refresh({ feeds: ["file:///etc/passwd"] }),
    ).rejects.toMatchObject({ code: "BLOG.INVALID_FEED_URL" });
    expect(await runs()).toEqual([]);
  });
});

describe("the 14-day guard against a clock we set", () => {
  class FakeClock implements Clock {
    current = new Date("2026-03-01T06:00:00Z");
    now = () => new Date(this.current);
    advanceDays(days: number) {
      this.current = new Date(this.current.getTime() + days * 86_400_000);
    }
  }

  /** The real adapters on the test database; only time is ours to move. */
  function serviceWithClock(clock: Clock, configuredFeeds: string[]) {
    const { container } = app.application;
    return new BlogService(
      container.get<BlogPostRepository>(TOKENS.BlogPostRepository),
      container.get<BlogRefreshRunRepository>(TOKENS.BlogRefreshRunRepository),
      new RssParserFeedReader({ timeoutMs: 5000 }),
      container.get<TransactionRunner>(TOKENS.Transactions),
      clock,
      container.get<JobLock>(TOKENS.JobLock),
      { feeds: configuredFeeds },
    );
  }

  it("skips within 14 days, runs when forced, and runs again after 15 days", async () => {
    const clock = new FakeClock();
    const blog = serviceWithClock(clock, [`${base}/rss.xml`, `${base}/atom.xml`]);

    expect((await blog.refresh()).status).toBe("success");
    clock.advanceDays(13);
    const skipped = await blog.refresh();
    expect(skipped.status).toBe("skipped");
    expect(skipped.nextDueAt).toEqual(new Date("2026-03-15T06:00:00Z"));
    expect((await blog.refresh({ force: true })).status).toBe("success");
    clock.advanceDays(13);
    expect((await blog.refresh()).status).toBe("skipped");
    clock.advanceDays(2);
    expect((await blog.refresh()).status).toBe("success");

    const recorded = await app.sql<{ status: string; started_at: Date }>(
      "SELECT status, started_at FROM blog_refresh_runs ORDER BY id",
    );
    expect(recorded.map((r) => [r.status, new Date(r.started_at).toISOString()])).toEqual([
      ["success", "2026-03-01T06:00:00.000Z"],
      ["skipped", "2026-03-14T06:00:00.000Z"],
      ["success", "2026-03-14T06:00:00.000Z"],
      ["skipped", "2026-03-27T06:00:00.000Z"],
      ["success", "2026-03-29T06:00:00.000Z"],
    ]);
    expect(await posts()).toHaveLength(4);
  });
});
