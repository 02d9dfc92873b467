import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { JobLock } from "../jobs/index.js";
import type { BlogConfig } from "./blog.config.js";
import { BlogPostNotFoundError } from "./blog.errors.js";
import type { BlogPostRepository, BlogRefreshRunRepository, FeedReader } from "./blog.ports.js";
import {
  type BlogCategory,
  BlogListInput,
  type BlogPost,
  type BlogPostDetail,
  type BlogSort,
  DEFAULT_BLOG_LIMIT,
  type RefreshOptions,
  type RefreshSummary,
} from "./blog.types.js";
import { canonicalCategory } from "./blog-category.js";
import { BlogFeedRefresher } from "./blog-feed-refresher.js";

/** The blog of spec §2/§7: reading posts, and refreshing them from news feeds (the CLI). */
export class BlogService {
  private readonly refresher: BlogFeedRefresher;

  constructor(
    private readonly posts: BlogPostRepository,
    runs: BlogRefreshRunRepository,
    reader: FeedReader,
    transactions: TransactionRunner,
    clock: Clock,
    jobs: JobLock,
    config: BlogConfig,
  ) {
    this.refresher = new BlogFeedRefresher(posts, runs, reader, transactions, clock, jobs, config);
  }

  /** GET /api/blog: optional category, search (title or excerpt), sort and limit (1–100, default 50). */
  async listPosts(raw: unknown): Promise<BlogPost[]> {
    const input = await validateInput(BlogListInput, raw, prepareListQuery);
    return this.posts.list({
      category: input.category as BlogCategory | undefined,
      search: input.search,
      sort: (input.sort as BlogSort | undefined) ?? "newest",
      limit: input.limit ?? DEFAULT_BLOG_LIMIT,
    });
  }

  /** One article (/blog/{slug}); reading it counts a view, which is what "popular" sorts by. */
  async viewPost(slug: string): Promise<BlogPostDetail> {
    // Slugs are ours: anything else cannot name a post, so it is simply not found.
    if (!/^[a-z0-9-]{1,320}$/.test(slug)) throw new BlogPostNotFoundError();
    const post = await this.posts.viewBySlug(slug);
    if (!post) throw new BlogPostNotFoundError();
    return post;
  }

  /** Reads the feeds into the blog, at most every 14 days unless forced; one run at a time. */
  refresh(options: RefreshOptions = {}): Promise<RefreshSummary> {
    return this.refresher.refresh(options);
  }
}

/** Query strings carry text: turn it into what the rules check, leaving bad values for them to report. */
function prepareListQuery(input: BlogListInput, raw: Record<string, unknown>): void {
  const blankToUndefined = (value: unknown) =>
    typeof value === "string" && value.trim() === "" ? undefined : value;
  const category = blankToUndefined(raw.category);
  if (typeof category === "string") {
    input.category =
      category.trim().toLowerCase() === "all"
        ? undefined
        : (canonicalCategory(category) ?? category);
  } else {
    input.category = category as string | undefined;
  }
  const search = blankToUndefined(raw.search);
  input.search = typeof search === "string" ? search.trim() : (search as string | undefined);
  const sort = blankToUndefined(raw.sort);
  input.sort = typeof sort === "string" ? sort.trim().toLowerCase() : (sort as string | undefined);
  const limit = blankToUndefined(raw.limit);
  input.limit =
    typeof limit === "string" && /^\s*\d{1,4}\s*$/.test(limit)
      ? Number(limit)
      : (limit as number | undefined);
}
