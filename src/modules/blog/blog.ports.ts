import type {
  BlogListQuery,
  BlogPost,
  BlogPostDetail,
  BlogRefreshRun,
  FeedItem,
  RefreshStatus,
} from "./blog.types.js";

export interface NewBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  featuredImage: string | null;
  sourceUrl: string;
  publishedAt: Date;
}

/** What a refresh needs to know about a post it has already stored. */
export interface StoredFeedPost {
  id: number;
  sourceUrl: string;
  title: string;
  excerpt: string;
}

export interface BlogPostRepository {
  list(query: BlogListQuery): Promise<BlogPost[]>;
  /** Counts one view and returns the post, or null when no post has this slug. */
  viewBySlug(slug: string): Promise<BlogPostDetail | null>;
  findBySourceUrls(urls: string[]): Promise<StoredFeedPost[]>;
  /** Slugs equal to `base` or starting with `base-`, to pick a free one. */
  slugsLike(base: string): Promise<string[]>;
  /** False (nothing stored) when the slug or the source url is already taken. */
  insert(post: NewBlogPost): Promise<boolean>;
  update(id: number, patch: Pick<StoredFeedPost, "title" | "excerpt">): Promise<void>;
}

export interface NewRefreshRun {
  startedAt: Date;
  finishedAt: Date;
  status: RefreshStatus;
  feeds: string[];
  added: number;
  updated: number;
  error: string | null;
}

export interface BlogRefreshRunRepository {
  lastSuccessful(): Promise<BlogRefreshRun | null>;
  record(run: NewRefreshRun): Promise<BlogRefreshRun>;
}

/** Reads one RSS or Atom feed; rejects (with a readable message) when it cannot. */
export interface FeedReader {
  read(url: string): Promise<FeedItem[]>;
}
