import { TOKENS } from "../../src/container/tokens.js";
import type { BlogPostRepository, NewBlogPost } from "../../src/modules/blog/blog.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const posts = () => bound<BlogPostRepository>(app, TOKENS.BlogPostRepository);

function aPost(overrides: Partial<NewBlogPost> = {}): NewBlogPost {
  const slug = overrides.slug ?? "accra-rents-rise";
  return {
    title: "Accra rents rise ahead of the new year",
    slug,
    excerpt: "Landlords in Osu and East Legon ask for two years' advance.",
    content: "Rents in Accra's popular neighbourhoods rose again this quarter.",
    category: "Market Trends",
    featuredImage: null,
    sourceUrl: `https://news.example.com.gh/${slug}`,
    publishedAt: at("2026-11-20T09:00:00.000Z"),
    ...overrides,
  };
}

describe("BlogPostRepository.insert / update", () => {
  it("stores a post and answers true", async () => {
    const post = aPost({ featuredImage: "https://news.example.com.gh/a.jpg" });
    expect(await posts().insert(post)).toBe(true);
    expect(
      await app.sql(
        "SELECT title, slug, excerpt, content, category, featured_image, source_url, views, published_at FROM blog_posts",
      ),
    ).toEqual([
      {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        category: "Market Trends",
        featured_image: "https://news.example.com.gh/a.jpg",
        source_url: post.sourceUrl,
        views: 0,
        published_at: post.publishedAt,
      },
    ]);
  });

  it("answers false, storing nothing, when the slug or the source url is taken", async () => {
    await posts().insert(aPost({ slug: "first", sourceUrl: "https://a.example/1" }));

    expect(await posts().insert(aPost({ slug: "first", sourceUrl: "https://a.example/2" }))).toBe(
      false,
    );
    expect(await posts().insert(aPost({ slug: "second", sourceUrl: "https://a.example/1" }))).toBe(
      false,
    );
    expect(await app.sql("SELECT slug, source_url FROM blog_posts")).toEqual([
      { slug: "first", source_url: "https://a.example/1" },
    ]);
    expect(await posts().insert(aPost({ slug: "second", sourceUrl: "https://a.example/2" }))).toBe(
      true,
    );
  });

  it("updates the title and excerpt only", async () => {
    await posts().insert(aPost());
    const [{ id }] = await posts().findBySourceUrls([aPost().sourceUrl]);

    await posts().update(id, { title: "Accra rents rise 20%", excerpt: "A new excerpt." });

    expect(
      await app.sql("SELECT title, excerpt, content, slug, published_at FROM blog_posts"),
    ).toEqual([
      {
        title: "Accra rents rise 20%",
        excerpt: "A new excerpt.",
        content: aPost().content,
        slug: aPost().slug,
        published_at: aPost().publishedAt,
      },
    ]);
  });
});

describe("BlogPostRepository.list", () => {
  async function arrange() {
    const make = async (slug: string, fields: Partial<NewBlogPost>, views: number) => {
      await posts().insert(aPost({ slug, ...fields }));
      await app.sql("UPDATE blog_posts SET views = $1 WHERE slug = $2", [views, slug]);
    };
    const same = at("2026-11-10T12:00:00Z");
    await make(
      "oldest",
      {
        title: "Buying land in Kumasi",
        category: "Buying Guide",
        publishedAt: at("2026-01-05T00:00:00Z"),
      },
      50,
    );
    await make(
      "tie-a",
      {
        title: "Title checks at the Lands Commission",
        excerpt: "What to ask at all urban land offices",
        category: "Legal",
        publishedAt: same,
      },
      50,
    );
    await make(
      "tie-b",
      {
        title: "Tenancy agreements",
        excerpt: "What a 50% deposit means",
        category: "Legal",
        publishedAt: same,
      },
      7,
    );
    await make(
      "newest",
      {
        title: "Investing in Tema",
        excerpt: "Returns on rental_units of 500 cedis a month",
        category: "Investment",
        publishedAt: at("2026-11-22T00:00:00Z"),
      },
      7,
    );
  }
  const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

  it("sorts newest, oldest and popular, ties broken by id", async () => {
    await arrange();
    expect(slugs(await posts().list({ sort: "newest", limit: 10 }))).toEqual([
      "newest",
      "tie-b",
      "tie-a",
      "oldest",
    ]);
    expect(slugs(await posts().list({ sort: "oldest", limit: 10 }))).toEqual([
      "oldest",
      "tie-a",
      "tie-b",
      "newest",
    ]);
    expect(slugs(await posts().list({ sort: "popular", limit: 10 }))).toEqual([
      "tie-a",
      "oldest",
      "newest",
      "tie-b",
    ]);
    expect(slugs(await posts().list({ sort: "popular", limit: 2 }))).toEqual(["tie-a", "oldest"]);
  });

  it("filters by category, and searches title or excerpt in any case with literal % and _", async () => {
    await arrange();
    // "50%" as a pattern would also take "500", and "l_u" would take "all urban".
    expect(slugs(await posts().list({ category: "Legal", sort: "newest", limit: 10 }))).toEqual([
      "tie-b",
      "tie-a",
    ]);
    expect(slugs(await posts().list({ search: "KUMASI", sort: "newest", limit: 10 }))).toEqual([
      "oldest",
    ]);
    expect(slugs(await posts().list({ search: "50%", sort: "newest", limit: 10 }))).toEqual([
      "tie-b",
    ]);
    expect(slugs(await posts().list({ search: "l_u", sort: "newest", limit: 10 }))).toEqual([
      "newest",
    ]);
    expect(
      slugs(await posts().list({ category: "Legal", search: "lands", sort: "newest", limit: 10 })),
    ).toEqual(["tie-a"]);
  });

  it("answers the list's fields, createdAt being the publication time", async () => {
    await posts().insert(aPost({ featuredImage: null }));
    const [post] = await posts().list({ sort: "newest", limit: 10 });
    expect(post).toEqual({
      id: expect.any(Number),
      title: aPost().title,
      slug: aPost().slug,
      excerpt: aPost().excerpt,
      category: "Market Trends",
      featuredImage: null,
      sourceUrl: aPost().sourceUrl,
      createdAt: aPost().publishedAt,
    });
  });
});

describe("BlogPostRepository.viewBySlug", () => {
  it("counts a view each time and answers the post with its body", async () => {
    await posts().insert(aPost());

    const first = await posts().viewBySlug("accra-rents-rise");
    const second = await posts().viewBySlug("accra-rents-rise");

    expect(first).toMatchObject({ slug: "accra-rents-rise", content: aPost().content, views: 1 });
    expect(second?.views).toBe(2);
    expect(await app.sql("SELECT views FROM blog_posts")).toEqual([{ views: 2 }]);
  });

  it("counts every one of several views at once", async () => {
    await posts().insert(aPost());
    const views = await Promise.all(
      Array.from({ length: 5 }, () => posts().viewBySlug("accra-rents-rise")),
    );
    // Each answer is read after its own increment, and maybe others': only the total is exact.
    for (const post of views) expect(post?.views).toBeGreaterThanOrEqual(1);
    expect(await app.sql("SELECT views FROM blog_posts")).toEqual([{ views: 5 }]);
  });

  it("answers null for an unknown slug, matching the slug exactly", async () => {
    await posts().insert(aPost());
    expect(await posts().viewBySlug("Accra-Rents-Rise")).toBeNull();
    expect(await posts().viewBySlug("accra-rents")).toBeNull();
    expect(await app.sql("SELECT views FROM blog_posts")).toEqual([{ views: 0 }]);
  });
});

describe("BlogPostRepository.findBySourceUrls / slugsLike", () => {
  it("finds the stored posts among feed urls", async () => {
    await posts().insert(
      aPost({ slug: "a", sourceUrl: "https://feeds.example/a", title: "A", excerpt: "a" }),
    );
    await posts().insert(aPost({ slug: "b", sourceUrl: "https://feeds.example/b" }));

    const found = await posts().findBySourceUrls([
      "https://feeds.example/a",
      "https://feeds.example/new",
    ]);

    expect(found).toEqual([
      { id: expect.any(Number), sourceUrl: "https://feeds.example/a", title: "A", excerpt: "a" },
    ]);
    expect(await posts().findBySourceUrls([])).toEqual([]);
  });

  it("answers the slugs equal to the base or starting with base-, the base's _ literal", async () => {
    for (const slug of [
      "rent_guide",
      "rent_guide-2",
      "rent_guide-2-1",
      "rentxguide-3",
      "rent_guides",
      "rent_guid",
      "x-rent_guide",
    ]) {
      await posts().insert(aPost({ slug }));
    }

    expect((await posts().slugsLike("rent_guide")).sort()).toEqual([
      "rent_guide",
      "rent_guide-2",
      "rent_guide-2-1",
    ]);
    expect(await posts().slugsLike("nothing-here")).toEqual([]);
  });
});
