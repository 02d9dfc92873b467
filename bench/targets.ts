import type autocannon from "autocannon";

/** Which of the targets applies: the API reads, the visitor's pages, the write path. */
export type TargetKind = "ceiling" | "api" | "ssr" | "write";

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
    api("GET /api/student-hostels", "/api/student-hostels"),
    ssr("SSR /", "/"),
    ssr("SSR /properties", "/properties"),
    ssr("SSR /properties/{id}", `/properties/${propertyId}`),
  ];
}

/** The goal for a kind of target, as printed beside its figure. */
export function goalText(kind: TargetKind): string {
  const rss = `RSS ≤ ${GOALS.maxRssBytes / 1024 / 1024} MB`;
  switch (kind) {
    case "ceiling":
      return "—";
    case "api":
      return `≥ ${GOALS.api.minRatio}×, p99 ≤ ${GOALS.api.maxP99Ms} ms, ${rss}`;
    case "ssr":
      return `≥ ${GOALS.ssr.minRatio}×, ${rss}`;
    case "write":
      return `≥ ${GOALS.write.minRatio}×, 0 errors, ${rss}`;
  }
}
