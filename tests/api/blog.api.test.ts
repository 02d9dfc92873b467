import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

interface PostRow {
  title: string;
  slug: string;
  excerpt?: string;
  content?: string;
  category: string;
  views?: number;
  publishedAt: string;
  sourceUrl?: string | null;
  featuredImage?: string | null;
}

async function insertPost(row: PostRow): Promise<number> {
  const [inserted] = await app.sql<{ id: number }>(
    `INSERT INTO blog_posts (title, slug, excerpt, content, category, views, published_at, source_url, featured_image)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      row.title,
      row.slug,
      row.excerpt ?? "",
      row.content ?? "",
      row.category,
      row.views ?? 0,
      row.publishedAt,
      row.sourceUrl === undefined ? `https://news.example.com/${row.slug}` : row.sourceUrl,
      row.featuredImage ?? null,
    ],
  );
  return inserted.id;
}

async function insertSample() {
  await insertPost({
    title: "Accra rents climb for a third quarter",
    slug: "accra-rents-climb",
    excerpt: "Cantonments and East Legon lead the rise.",
    category: "Market Trends",
    views: 40,
    publishedAt: "2026-02-01T09:00:00Z",
    featuredImage: "https://cdn.example.com/accra.jpg",
  });
  await insertPost({
    title: "Title deeds: what the Lands Commission checks",
    slug: "title-deeds",
    excerpt: "A 100% guide to searches before you pay.",
    content: "Ask for a search report.\n\nThen check the indenture.",
    category: "Legal",
    views: 5,
    publishedAt: "2026-01-15T09:00:00Z",
  });
  await insertPost({
    title: "Buying land in Kumasi",
    slug: "buying-land-kumasi",
    excerpt: "Tips for first-time buyers near KNUST.",
    category: "Buying Guide",
    views: 90,
    publishedAt: "2025-12-20T09:00:00Z",
    sourceUrl: null,
  });
  await insertPost({
    title: "Tema port expansion opens",
    slug: "tema-port",
    excerpt: "The new terminal brings jobs to the east of ACCRA.",
    category: "News",
    views: 12,
    publishedAt: "2026-02-10T09:00:00Z",
  });
}

const titles = (body: { title: string }[]) => body.map((p) => p.title);

describe("GET /api/blog", () => {
  it("lists the newest first with the spec §3 fields, createdAt being the published date", async () => {
    await insertSample();
    const res = await app.client().get("/api/blog").expect(200);
    expect(titles(res.body)).toEqual([
      "Tema port expansion opens",
      "Accra rents climb for a third quarter",
      "Title deeds: what the Lands Commission checks",
      "Buying land in Kumasi",
    ]);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      title: "Accra rents climb for a third quarter",
      slug: "accra-rents-climb",
      excerpt: "Cantonments and East Legon lead the rise.",
      category: "Market Trends",
      featuredImage: "https://cdn.example.com/accra.jpg",
      sourceUrl: "https://news.example.com/accra-rents-climb",
      createdAt: "2026-02-01T09:00:00.000Z",
    });
    expect(res.body[3].sourceUrl).toBeNull();
  });

  it("answers an empty list when there are no posts", async () => {
    const res = await app.client().get("/api/blog").expect(200);
    expect(res.body).toEqual([]);
  });

  it("filters by category, whatever its spelling", async () => {
    await insertSample();
    for (const category of ["Legal", "legal", "LEGAL"]) {
      const res = await app.client().get("/api/blog").query({ category }).expect(200);
      expect(titles(res.body)).toEqual(["Title deeds: what the Lands Commission checks"]);
    }
    const trends = await app.client().get("/api/blog?category=market-trends").expect(200);
    expect(titles(trends.body)).toEqual(["Accra rents climb for a third quarter"]);
    const all = await app.client().get("/api/blog?category=all").expect(200);
    expect(all.body).toHaveLength(4);
    const none = await app.client().get("/api/blog?category=Investment").expect(200);
    expect(none.body).toEqual([]);
  });

  it("searches title and excerpt case-insensitively, taking % literally", async () => {
    await insertSample();
    const byTitle = await app.client().get("/api/blog?search=KUMASI").expect(200);
    expect(titles(byTitle.body)).toEqual(["Buying land in Kumasi"]);
    const byExcerpt = await app.client().get("/api/blog?search=accra").expect(200);
    expect(titles(byExcerpt.body)).toEqual([
      "Tema port expansion opens",
      "Accra rents climb for a third quarter",
    ]);
    const literal = await app.client().get("/api/blog").query({ search: "100%" }).expect(200);
    expect(titles(literal.body)).toEqual(["Title deeds: what the Lands Commission checks"]);
    const wildcard = await app.client().get("/api/blog").query({ search: "%" }).expect(200);
    expect(wildcard.body).toHaveLength(1);
    const combined = await app
      .client()
      .get("/api/blog")
      .query({ search: "accra", category: "News" })
      .expect(200);
    expect(titles(combined.body)).toEqual(["Tema port expansion opens"]);
  });

  it("sorts oldest first or by views", async () => {
    await insertSample();
    const oldest = await app.client().get("/api/blog?sort=oldest").expect(200);
    expect(titles(oldest.body)).toEqual([
      "Buying land in Kumasi",
      "Title deeds: what the Lands Commission checks",
      "Accra rents climb for a third quarter",
      "Tema port expansion opens",
    ]);
    const popular = await app.client().get("/api/blog?sort=popular").expect(200);
    expect(titles(popular.body)).toEqual([
      "Buying land in Kumasi",
      "Accra rents climb for a third quarter",
      "Tema port expansion opens",
      "Title deeds: what the Lands Commission checks",
    ]);
  });

  it("limits to 50 by default and at most 100", async () => {
    await app.sql(
      `INSERT INTO blog_posts (title, slug, category, published_at)
       SELECT 'Post ' || n, 'post-' || n, 'News', timestamptz '2026-01-01' + n * interval '1 hour'
       FROM generate_series(1, 120) AS n`,
    );
    const byDefault = await app.client().get("/api/blog").expect(200);
    expect(byDefault.body).toHaveLength(50);
    expect(byDefault.body[0].title).toBe("Post 120");
    const three = await app.client().get("/api/blog?limit=3").expect(200);
    expect(titles(three.body)).toEqual(["Post 120", "Post 119", "Post 118"]);
    const max = await app.client().get("/api/blog?limit=100").expect(200);
    expect(max.body).toHaveLength(100);
  });

  it("answers 400 with a message per field for a bad sort, limit or category", async () => {
    const res = await app
      .client()
      .get("/api/blog?sort=random&limit=101&category=Gossip")
      .expect(400);
    expect(res.body).toEqual({
      message: "Validation failed",
      code: "VALIDATION_FAILED",
      errors: {
        sort: ["Sort must be one of newest, oldest, popular"],
        limit: ["Limit must be a whole number from 1 to 100"],
        category: [
          "Category must be one of Market Trends, Buying Guide, Investment, Legal, Property Management, News",
        ],
      },
    });
    for (const limit of ["0", "abc", "1.5", "-3"]) {
      const bad = await app.client().get("/api/blog").query({ limit }).expect(400);
      expect(bad.body.errors).toEqual({ limit: ["Limit must be a whole number from 1 to 100"] });
    }
    const repeated = await app.client().get("/api/blog?limit=1&limit=2").expect(400);
    expect(Object.keys(repeated.body.errors)).toEqual(["limit"]);
    const longSearch = await app
      .client()
      .get("/api/blog")
      .query({ search: "x".repeat(201) });
    expect(longSearch.status).toBe(400);
  });
});

describe("GET /api/blog/:slug", () => {
  it("returns one post with its content and counts the view", async () => {
    await insertSample();
    const res = await app.client().get("/api/blog/title-deeds").expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: "Title deeds: what the Lands Commission checks",
      slug: "title-deeds",
      excerpt: "A 100% guide to searches before you pay.",
      content: "Ask for a search report.\n\nThen check the indenture.",
      category: "Legal",
      featuredImage: null,
      sourceUrl: "https://news.example.com/title-deeds",
      createdAt: "2026-01-15T09:00:00.000Z",
      views: 6,
    });
    await app.client().get("/api/blog/title-deeds").expect(200);
    const [row] = await app.sql<{ views: number }>(
      "SELECT views FROM blog_posts WHERE slug = 'title-deeds'",
    );
    expect(row.views).toBe(7);
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    await insertSample();
    for (const slug of ["no-such-post", "Title-Deeds", "%27%3B--", "a".repeat(400)]) {
      const res = await app.client().get(`/api/blog/${slug}`).expect(404);
      expect(res.body).toEqual({ message: "Blog post not found", code: "BLOG.POST_NOT_FOUND" });
    }
    // Broken percent-encoding is the router's to refuse, as a client error.
    await app.client().get("/api/blog/%E0%A4%A").expect(400);
  });
});
