import { useState } from "react";

/**
 * Load More in place: the list grows where the visitor is, with no navigation (a
 * client-side navigation re-rendered the page and dropped the visitor at the top). The page URL
 * is replaced with the longer list's (?limit=24) — replaced, not pushed, so Back leaves the
 * list rather than shrinking it — and history.state is kept, where the router keeps the scroll
 * position: Back to this page and reload both show the same list at the same place.
 *
 * `listKey` names the list without its length (the page URL without limit): when the filters
 * change, what was loaded for the old list is forgotten.
 */
export function useGrownList(listKey: string, urlLimit: number) {
  const [grown, setGrown] = useState<{ listKey: string; limit: number } | null>(null);
  const limit = grown?.listKey === listKey ? Math.max(grown.limit, urlLimit) : urlLimit;
  const grow = (nextLimit: number, pageUrl: string) => {
    setGrown({ listKey, limit: nextLimit });
    window.history.replaceState(window.history.state, "", pageUrl);
  };
  return { limit, grow };
}
