import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from "class-validator";

import { BLOG_CATEGORIES, type BlogCategory } from "./blog.rules.js";

export { BLOG_CATEGORIES, type BlogCategory };

/** Spec §9 sort options; popular = most views. */
export const BLOG_SORTS = ["newest", "oldest", "popular"] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const DEFAULT_BLOG_LIMIT = 50;
export const MAX_BLOG_LIMIT = 100;

/** Spec §3 blog post; createdAt is the date the post was published. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  featuredImage: string | null;
  sourceUrl: string | null;
  createdAt: Date;
}

/** One article page (/blog/{slug}): the list fields plus the body and its view count. */
export interface BlogPostDetail extends BlogPost {
  content: string;
  views: number;
}

export interface BlogListQuery {
  category?: BlogCategory;
  search?: string;
  sort: BlogSort;
  limit: number;
}

export class BlogListInput {
  @IsIn(BLOG_CATEGORIES, { message: `Category must be one of ${BLOG_CATEGORIES.join(", ")}` })
  @IsOptional()
  category?: string;

  @MaxLength(200, { message: "Search must be at most 200 characters" })
  @IsString({ message: "Search must be text" })
  @IsOptional()
  search?: string;

  @IsIn(BLOG_SORTS, { message: `Sort must be one of ${BLOG_SORTS.join(", ")}` })
  @IsOptional()
  sort?: string;

  @Max(MAX_BLOG_LIMIT, { message: `Limit must be a whole number from 1 to ${MAX_BLOG_LIMIT}` })
  @Min(1, { message: `Limit must be a whole number from 1 to ${MAX_BLOG_LIMIT}` })
  @IsInt({ message: `Limit must be a whole number from 1 to ${MAX_BLOG_LIMIT}` })
  @IsOptional()
  limit?: number;
}

export class RefreshInput {
  @IsBoolean({ message: "Force must be true or false" })
  @IsOptional()
  force?: boolean;

  @MaxLength(2000, { each: true, message: "Feed URLs must be at most 2000 characters" })
  @IsString({ each: true, message: "Feed URLs must be text" })
  @ArrayMaxSize(50, { message: "At most 50 feeds may be read at once" })
  @IsArray({ message: "Feeds must be a list of URLs" })
  @IsOptional()
  feeds?: string[];
}

export interface RefreshOptions {
  /** Run even when the last successful run is younger than 14 days. */
  force?: boolean;
  /** Feeds to read instead of the configured BLOG_FEEDS. */
  feeds?: string[];
}

export type RefreshStatus = "success" | "failed" | "skipped";

export interface FeedFailure {
  feed: string;
  message: string;
}

export interface RefreshSummary {
  runId: number;
  status: RefreshStatus;
  feeds: string[];
  added: number;
  updated: number;
  unchanged: number;
  failures: FeedFailure[];
  startedAt: Date;
  finishedAt: Date;
  /** The newest successful run before this one, if any. */
  lastSuccessAt: Date | null;
  /** Set when skipped: from then on a run without force does work again. */
  nextDueAt: Date | null;
}

/** One entry as a feed reader hands it over: plain text, no markup. */
export interface FeedItem {
  title: string;
  link: string | null;
  excerpt: string;
  content: string;
  categories: string[];
  publishedAt: Date | null;
  imageUrl: string | null;
}

export interface BlogRefreshRun {
  id: number;
  startedAt: Date;
  finishedAt: Date | null;
  status: RefreshStatus;
  feeds: string[];
  added: number;
  updated: number;
  error: string | null;
}
