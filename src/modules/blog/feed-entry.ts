import type { FeedItem } from "./blog.types.js";

/** A feed item made fit to store: absolute http(s) links, bounded plain text, a sane date. */
export interface FeedEntry {
  sourceUrl: string;
  title: string;
  excerpt: string;
  content: string;
  categories: string[];
  imageUrl: string | null;
  publishedAt: Date;
}

const MAX_TITLE = 300;
const MAX_EXCERPT = 500;
const MAX_CONTENT = 20_000;
const MAX_URL = 2000;

/** Null when the item cannot become a post: it has no title or no web address to link to. */
export function toFeedEntry(item: FeedItem, feedUrl: string, now: Date): FeedEntry | null {
  const sourceUrl = httpUrl(item.link, feedUrl);
  const title = truncate(oneLine(item.title), MAX_TITLE);
  if (!sourceUrl || !title) return null;
  const content = truncate(item.content.trim(), MAX_CONTENT);
  const excerpt = truncate(oneLine(item.excerpt) || oneLine(content), MAX_EXCERPT);
  const published =
    item.publishedAt && !Number.isNaN(item.publishedAt.getTime()) ? item.publishedAt : now;
  return {
    sourceUrl,
    title,
    excerpt,
    content,
    categories: item.categories.map(oneLine).filter(Boolean),
    imageUrl: httpUrl(item.imageUrl, sourceUrl),
    // A date in the future would pin the post to the top of "newest" until then.
    publishedAt: published > now ? now : published,
  };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Feeds may give links relative to themselves; only web addresses are kept. */
function httpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    const text = url.toString();
    return (url.protocol === "http:" || url.protocol === "https:") && text.length <= MAX_URL
      ? text
      : null;
  } catch {
    return null;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
