/** Where the sitemap lives (decision 84): robots.txt names the index, the index its parts. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const SITEMAP_PAGES_PATH = "/sitemaps/pages.xml";
/**
 * The router's pattern of a listing part; `sitemapPartPath` writes one. A part is a gzipped file
 * (the protocol allows it): the same bytes for every client, whatever encodings it accepts.
 */
export const SITEMAP_PART_ROUTE = "/sitemaps/properties-:part.xml.gz";

export function sitemapPartPath(part: number): string {
  return `/sitemaps/properties-${part}.xml.gz`;
}

/** Every path the router sends to the sitemap (it ignores case and one trailing slash). */
const SITEMAP_PATH =
  /^\/(?:sitemap\.xml|sitemaps\/pages\.xml|sitemaps\/properties-[^/]+\.xml(\.gz))\/?$/i;

/**
 * How the read cache keys a request the sitemap answers; undefined for any other. The answer is
 * the same whatever the query, the letter case or a trailing slash, and reads no session, so all
 * those forms share one kept answer: a crawler, or a script adding `?x=1`, `?x=2`…, costs one
 * making of each part, not one each. A listing part's gzipped bytes are the same for
 * every Accept-Encoding too, so that header is left out of its key.
 */
export function sitemapCacheKey(path: string): { path: string; anyEncoding: boolean } | undefined {
  const match = SITEMAP_PATH.exec(path);
  if (!match) return undefined;
  return { path: path.toLowerCase().replace(/\/$/, ""), anyEncoding: match[1] !== undefined };
}
