import { ValidationError } from "#shared/errors.js";
import { blogFixture } from "./blog.fakes.js";

describe("BlogService.listPosts", () => {
  it("defaults to the newest 50 posts of every category", async () => {
    const { service, posts } = blogFixture();
    await service.listPosts({});
    expect(posts.lastQuery).toEqual({
      category: undefined,
      search: undefined,
      sort: "newest",
      limit: 50,
    });
  });

  it("reads query-string text: limit as a number, category in any spelling, search trimmed", async () => {
    const { service, posts } = blogFixture();
    await service.listPosts({
      limit: "3",
      category: "market-trends",
      search: "  East Legon ",
      sort: "Popular",
    });
    expect(posts.lastQuery).toEqual({
      category: "Market Trends",
      search: "East Legon",
      sort: "popular",
      limit: 3,
    });
  });

  it("treats 'all' and empty values as no filter", async () => {
    const { service, posts } = blogFixture();
    await service.listPosts({ category: "all", search: "", sort: "", limit: "" });
    expect(posts.lastQuery).toEqual({
      category: undefined,
      search: undefined,
      sort: "newest",
      limit: 50,
    });
  });

  it("refuses a bad sort, limit or category with one message per field", async () => {
    const { service } = blogFixture();
    const error = await service
      .listPosts({ sort: "random", limit: "500", category: "Gossip" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      sort: ["Sort must be one of newest, oldest, popular"],
      limit: ["Limit must be a whole number from 1 to 100"],
      category: [
        "Category must be one of Market Trends, Buying Guide, Investment, Legal, Property Management, News",
      ],
    });
  });

  it.each([["0"], ["-1"], ["2.5"], ["ten"], [["1", "2"]]])("refuses limit %p", async (limit) => {
    const { service } = blogFixture();
    await expect(service.listPosts({ limit })).rejects.toMatchObject({
      errors: { limit: ["Limit must be a whole number from 1 to 100"] },
    });
  });
});

describe("BlogService.viewPost", () => {
  it("returns the post with its content and counts the view", async () => {
    const { service, posts } = blogFixture();
    await posts.insert({
      title: "Title deeds explained",
      slug: "title-deeds-explained",
      excerpt: "What the Lands Commission checks.",
      content: "Full text.",
      category: "Legal",
      featuredImage: null,
      sourceUrl: "https://news.example.com/deeds",
      publishedAt: new Date("2026-01-10T00:00:00Z"),
    });
    const post = await service.viewPost("title-deeds-explained");
    expect(post).toMatchObject({ title: "Title deeds explained", content: "Full text.", views: 1 });
    expect((await service.viewPost("title-deeds-explained")).views).toBe(2);
  });

  it.each([["no-such-post"], ["../etc/passwd"], ["UPPER"], [""]])(
    "answers not found for %p",
    async (slug) => {
      const { service } = blogFixture();
      await expect(service.viewPost(slug)).rejects.toMatchObject({
        kind: "not_found",
        code: "BLOG.POST_NOT_FOUND",
      });
    },
  );
});
