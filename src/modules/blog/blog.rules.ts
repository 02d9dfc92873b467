/**
 * The blog's vocabularies, written once: the server's inputs (blog.types.ts), the browser's
 * filters and the seeds import them. Plain data only, so the browser bundle can carry it.
 */

/** Spec §9: the six categories a post may carry; News is where anything unclassified goes. */
export const BLOG_CATEGORIES = [
  "Market Trends",
  "Buying Guide",
  "Investment",
  "Legal",
  "Property Management",
  "News",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
