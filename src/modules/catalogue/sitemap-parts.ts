/**
 * The sitemap is an index of parts (decision 84): one part of the reading pages, and
 * the listings split by id into parts of at most this many URLs, the sitemaps protocol's limit
 * for one file (https://www.sitemaps.org/protocol.html#index). Making any one answer costs at
 * most one part's rows, however many listings there are.
 */
export const SITEMAP_PART_URLS = 50_000;

/** The ids part `part` (from 1) covers: afterId < id ≤ upToId. */
export function sitemapPartIds(
  part: number,
  partUrls: number,
): { afterId: number; upToId: number } {
  return { afterId: (part - 1) * partUrls, upToId: part * partUrls };
}

/**
 * How many listing parts the index names, given the highest published listing's id. A listing
 * keeps its part for life (ids never change), so a crawler sees a change only in that part's
 * file; a part whose listings were all withdrawn is an empty, valid file.
 */
export function sitemapPartCount(lastPublishedId: number | null, partUrls: number): number {
  return lastPublishedId === null ? 0 : Math.ceil(lastPublishedId / partUrls);
}
