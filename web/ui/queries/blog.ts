import type { BlogPost, BlogPostDetail } from "#modules/blog/blog.types.js";
import { apiUrl, useApiQuery } from "./seeds.js";

/** The old 'Load More Articles' showed over 9 articles and did nothing; here it loads 9 more. */
export const BLOG_PAGE_SIZE = 9;
export const LATEST_POSTS_URL = "/api/blog?limit=3";

export interface BlogFilters {
  search?: string;
  category?: string;
  sort?: string;
  limit?: number;
}

export function blogFiltersFromSearch(search: Record<string, string>): BlogFilters {
  const limit = Number(search.limit);
  return {
    search: search.search?.trim() || undefined,
    category: search.category?.trim() || undefined,
    sort: search.sort?.trim() || undefined,
    limit: Number.isInteger(limit) && limit > BLOG_PAGE_SIZE && limit <= 90 ? limit : undefined,
  };
}

/** One more than shown (plus the featured first article), so the page knows whether more exist. */
export function blogUrl(filters: BlogFilters): string {
  return apiUrl("/api/blog", {
    search: filters.search,
    category: filters.category,
    sort: filters.sort === "newest" ? undefined : filters.sort,
    limit: (filters.limit ?? BLOG_PAGE_SIZE) + 2,
  });
}

export function blogPageUrl(filters: BlogFilters): string {
  return apiUrl("/blog", {
    search: filters.search,
    category: filters.category,
    sort: filters.sort === "newest" ? undefined : filters.sort,
    limit: filters.limit && filters.limit > BLOG_PAGE_SIZE ? filters.limit : undefined,
  });
}

export function useBlogPosts(filters: BlogFilters) {
  return useApiQuery<BlogPost[]>(blogUrl(filters), { keepPrevious: true });
}

export function useLatestPosts() {
  return useApiQuery<BlogPost[]>(LATEST_POSTS_URL);
}

export function blogPostUrl(slug: string): string {
  return `/api/blog/${encodeURIComponent(slug)}`;
}

export function useBlogPost(slug: string) {
  return useApiQuery<BlogPostDetail>(blogPostUrl(slug));
}

/** Spec §2: the source when it is a web address, otherwise a web search for the title. */
export function articleSourceLink(post: Pick<BlogPost, "title" | "sourceUrl">): string {
  if (post.sourceUrl?.startsWith("http")) return post.sourceUrl;
  return `https://www.google.com/search?q=${encodeURIComponent(`${post.title} Ghana real estate`)}`;
}
