import type autocannon from "autocannon";
import { expectOk, type Target } from "./targets.js";

/** Issue 21's search: a word, a sort and a price bound, the bound different on every request. */
export const FRESH_SEARCH = "/api/properties?search=house&sort=price-low&minPrice=";
export const FRESH_COUNT = "/api/properties/count?search=house&sort=price-low&minPrice=";
export const FRESH_PAGE = "/properties?type=rent&minPrice=";
export const ANCHOR_NAME = "anchor: that search's SQL, bare pg + Koa";
export const PAGE_ANCHOR_NAME = "anchor: that page's SQL, bare pg + Koa";
export const COUNT_ANCHOR_NAME = "anchor: that count's SQL, bare pg + Koa";

/**
 * A GET whose query is new on every request, so no read-cache entry and no ETag can answer it:
 * what a visitor's own combination of filters costs. The bounds count up from a start of their
 * own per target, so no two requests of a run ask the same thing.
 */
function fresh(
  name: string,
  kind: Target["kind"],
  url: string,
  prefix: string,
  start: number,
): Target {
  let next = start;
  const requests: autocannon.Request[] = [
    {
      method: "GET",
      setupRequest(request) {
        next += 1;
        return { ...request, path: `${prefix}${next}` };
      },
    },
  ];
  return {
    name,
    kind,
    url,
    requests,
    probe: () => expectOk("GET", `${url}${prefix}${start}`),
  };
}

/**
 * The uncached path: the API search, its count and the results page, each after its anchor (the statements it sends, through bare pg, with the same bounds) when a
 * separate process can reach the database.
 */
export function uncachedTargets(appUrl: string, anchorUrl: string | undefined): Target[] {
  const search = fresh(
    "GET /api/properties (fresh search)",
    "fresh-api",
    appUrl,
    FRESH_SEARCH,
    1000,
  );
  const count = fresh("GET /api/properties/count (fresh)", "fresh-api", appUrl, FRESH_COUNT, 2000);
  const page = fresh("SSR /properties (fresh filters)", "fresh-ssr", appUrl, FRESH_PAGE, 500);
  return [
    ...(anchorUrl ? [fresh(ANCHOR_NAME, "anchor", anchorUrl, FRESH_SEARCH, 1000)] : []),
    { ...search, anchor: anchorUrl ? ANCHOR_NAME : undefined },
    ...(anchorUrl ? [fresh(COUNT_ANCHOR_NAME, "anchor", anchorUrl, FRESH_COUNT, 2000)] : []),
    { ...count, anchor: anchorUrl ? COUNT_ANCHOR_NAME : undefined },
    ...(anchorUrl ? [fresh(PAGE_ANCHOR_NAME, "anchor", anchorUrl, FRESH_PAGE, 500)] : []),
    { ...page, anchor: anchorUrl ? PAGE_ANCHOR_NAME : undefined },
  ];
}
