import type autocannon from "autocannon";

/**
 * Which goal applies: issue 6's API reads, visitor's pages and write path (as shares of the bare
 * Koa ceiling), or issue 21's uncached search and page (as shares of the bare node:http one). The
 * ceilings and the anchor are yardsticks, judged against nothing.
 */
export type TargetKind =
  | "ceiling"
  | "ceiling-http"
  | "anchor"
  | "api"
  | "ssr"
  | "write"
  | "fresh-api"
  | "fresh-ssr";

export interface Target {
  name: string;
  kind: TargetKind;
  /** Base URL of the server under load. */
  url: string;
  /** Path of a single GET, or the requests autocannon cycles through on each connection. */
  path?: string;
  requests?: autocannon.Request[];
  /** One pass by hand before the load, which throws unless it answers 2xx; default: GET url + path. */
  probe?: () => Promise<void>;
  /** Request headers besides the browser's Accept-Encoding (the probe may fill them in). */
  headers?: Record<string, string>;
  /** The answer that counts as a success under load; default: any 2xx. */
  expectStatus?: number;
  /**
   * The name of the anchor target (its statements through bare pg) this one is set against: the
   * API search is held within GOALS.anchorFactor of it, the others only print the factor.
   */
  anchor?: string;
}

/** Sends one request; a non-2xx answer fails with the start of its body, which says why. */
export async function expectOk(method: string, url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, method });
  if (!res.ok) {
    throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}

/** Issue 6's figures: throughput as a share of the ceiling, API p99, and memory per process. */
export const GOALS = {
  api: { minRatio: 0.5, maxP99Ms: 25 },
  ssr: { minRatio: 0.25 },
  write: { minRatio: 0.2, maxErrors: 0 },
  // Issue 21: a search nobody asked before (no read-cache hit), as shares of bare node:http.
  "fresh-api": { minRatio: 0.05, maxP99Ms: 50 },
  "fresh-ssr": { minRatio: 0.01, maxP99Ms: 100 },
  /** The uncached API search within this factor of the same statements through bare pg. */
  anchorFactor: 3,
  maxRssBytes: 250 * 1024 * 1024,
  firstLoadJsGzip: 120 * 1024,
  firstLoadCssGzip: 25 * 1024,
} as const;

/** "search text, city, price range, bedrooms and sort": matches many synthetic listings. */
export const FILTERED_SEARCH =
  "/api/properties?search=house&city=Accra&minPrice=1000&maxPrice=20000&bedrooms=3&sort=price-low";

/** The app's read targets, in the order (the ceiling and the write path are added around them). */
export function readTargets(appUrl: string, propertyId: number): Target[] {
  const api = (name: string, path: string): Target => ({ name, kind: "api", url: appUrl, path });
  const ssr = (name: string, path: string): Target => ({ name, kind: "ssr", url: appUrl, path });
  return [
    api("GET /api/properties", "/api/properties"),
    api("GET /api/properties (filtered)", FILTERED_SEARCH),
    api("GET /api/properties/{id}", `/api/properties/${propertyId}`),
    revalidation(appUrl, "/api/properties"),
    api("GET /api/student-hostels", "/api/student-hostels"),
    ssr("SSR /", "/"),
    ssr("SSR /properties", "/properties"),
    ssr("SSR /properties/{id}", `/properties/${propertyId}`),
  ];
}

/**
 * A phone asking again with the ETag it holds: answered 304 with no body. Its probe fetches
 * the ETag (weak, so the same whatever the encoding) for the load to send.
 */
function revalidation(appUrl: string, path: string): Target {
  const target: Target = {
    name: `GET ${path} (If-None-Match → 304)`,
    kind: "api",
    url: appUrl,
    path,
    expectStatus: 304,
    async probe() {
      const res = await fetch(appUrl + path);
      const etag = res.headers.get("etag");
      if (!res.ok || !etag) throw new Error(`GET ${path} answered ${res.status} without an ETag`);
      // fetch() adds "Cache-Control: no-cache" to a conditional request unless told otherwise,
      // and no-cache forbids a 304; a browser revalidating sends max-age=0 at most.
      const again = await fetch(appUrl + path, {
        headers: { "if-none-match": etag, "cache-control": "max-age=0" },
      });
      if (again.status !== 304)
        throw new Error(`If-None-Match on ${path} answered ${again.status}`);
      target.headers = { "if-none-match": etag };
    },
  };
  return target;
}

/** The goal for a kind of target, as printed beside its figure. */
export function goalText(kind: TargetKind): string {
  const rss = `RSS ≤ ${GOALS.maxRssBytes / 1024 / 1024} MB`;
  switch (kind) {
    case "ceiling":
    case "ceiling-http":
    case "anchor":
      return "—";
    case "api":
      return `≥ ${GOALS.api.minRatio}×, p99 ≤ ${GOALS.api.maxP99Ms} ms, ${rss}`;
    case "ssr":
      return `≥ ${GOALS.ssr.minRatio}×, ${rss}`;
    case "write":
      return `≥ ${GOALS.write.minRatio}×, 0 errors, ${rss}`;
    case "fresh-api":
    case "fresh-ssr":
      return `≥ ${GOALS[kind].minRatio}× http, p99 ≤ ${GOALS[kind].maxP99Ms} ms, ${rss}`;
  }
}
