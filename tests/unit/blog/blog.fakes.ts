import type {
  BlogPostRepository,
  BlogRefreshRunRepository,
  FeedReader,
  NewBlogPost,
  NewRefreshRun,
  StoredFeedPost,
} from "#modules/blog/blog.ports.js";
import { BlogService } from "#modules/blog/blog.service.js";
import type {
  BlogListQuery,
  BlogPost,
  BlogPostDetail,
  BlogRefreshRun,
  FeedItem,
} from "#modules/blog/blog.types.js";
import type { Clock, TransactionRunner } from "#shared/ports.js";
import { FakeJobLock } from "../jobs/jobs.fakes.js";

type Row = NewBlogPost & { id: number; views: number };

export class FakeBlogPosts implements BlogPostRepository {
  rows: Row[] = [];
  lastQuery: BlogListQuery | undefined;

  async list(query: BlogListQuery): Promise<BlogPost[]> {
    this.lastQuery = query;
    return this.rows.slice(0, query.limit).map(toPost);
  }

  async viewBySlug(slug: string): Promise<BlogPostDetail | null> {
    const row = this.rows.find((r) => r.slug === slug);
    if (!row) return null;
    row.views++;
    return { ...toPost(row), content: row.content, views: row.views };
  }

  async findBySourceUrls(urls: string[]): Promise<StoredFeedPost[]> {
    return this.rows.filter((r) => urls.includes(r.sourceUrl));
  }

  async slugsLike(base: string): Promise<string[]> {
    return this.rows.map((r) => r.slug).filter((s) => s === base || s.startsWith(`${base}-`));
  }

  async insert(post: NewBlogPost): Promise<boolean> {
    if (this.rows.some((r) => r.slug === post.slug || r.sourceUrl === post.sourceUrl)) return false;
    this.rows.push({ ...post, id: this.rows.length + 1, views: 0 });
    return true;
  }

  async update(id: number, patch: Pick<StoredFeedPost, "title" | "excerpt">): Promise<void> {
    Object.assign(this.rows.find((r) => r.id === id) ?? {}, patch);
  }
}

function toPost(row: Row): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    featuredImage: row.featuredImage,
    sourceUrl: row.sourceUrl,
    createdAt: row.publishedAt,
  };
}

export class FakeRefreshRuns implements BlogRefreshRunRepository {
  runs: BlogRefreshRun[] = [];

  async lastSuccessful(): Promise<BlogRefreshRun | null> {
    return this.runs.filter((r) => r.status === "success").at(-1) ?? null;
  }

  async record(run: NewRefreshRun): Promise<BlogRefreshRun> {
    const saved = { ...run, id: this.runs.length + 1 };
    this.runs.push(saved);
    return saved;
  }
}

/** Serves canned items per URL; a URL mapped to an Error fails like an unreachable feed. */
export class FakeFeedReader implements FeedReader {
  feeds = new Map<string, FeedItem[] | Error>();
  reads: string[] = [];

  async read(url: string): Promise<FeedItem[]> {
    this.reads.push(url);
    const feed = this.feeds.get(url);
    if (!feed) throw new Error("HTTP 404");
    if (feed instanceof Error) throw feed;
    return feed;
  }
}

export class FakeClock implements Clock {
  constructor(public current = new Date("2026-03-01T08:00:00Z")) {}
  now(): Date {
    return new Date(this.current);
  }
  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 24 * 60 * 60 * 1000);
  }
}

/** Runs the work in a snapshot: when it throws, the posts go back to what they were. */
export class FakeBlogTransactions implements TransactionRunner {
  constructor(private readonly posts: FakeBlogPosts) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    const before = this.posts.rows.map((r) => ({ ...r }));
    try {
      return await work();
    } catch (error) {
      this.posts.rows = before;
      throw error;
    }
  }
}

export function anItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    title: "Accra housing prices climb again",
    link: "https://news.example.com/accra-housing-prices",
    excerpt: "Rents in East Legon and Cantonments rose this quarter.",
    content: "Rents in East Legon and Cantonments rose this quarter. Agents expect more.",
    categories: [],
    publishedAt: new Date("2026-02-20T10:00:00Z"),
    imageUrl: null,
    ...overrides,
  };
}

export function blogFixture(configuredFeeds: string[] = ["https://feeds.example.com/rss"]) {
  const posts = new FakeBlogPosts();
  const runs = new FakeRefreshRuns();
  const reader = new FakeFeedReader();
  const clock = new FakeClock();
  const jobs = new FakeJobLock();
  const service = new BlogService(
    posts,
    runs,
    reader,
    new FakeBlogTransactions(posts),
    clock,
    jobs,
    { feeds: configuredFeeds },
  );
  return { posts, runs, reader, clock, service, jobs };
}
