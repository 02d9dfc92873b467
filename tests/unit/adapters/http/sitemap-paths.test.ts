import type { IncomingMessage } from "node:http";
import {
  readCacheKey,
  readsSession,
} from "../../../../src/adapters/http/middleware/read-cache-key.js";
import { sitemapCacheKey } from "../../../../src/adapters/http/sitemap-paths.js";

const request = (url: string, headers: Record<string, string> = {}) =>
  ({
    url,
    headers: { host: "ofie.com.gh", "accept-encoding": "gzip", ...headers },
    socket: {},
  }) as unknown as IncomingMessage;

const key = (url: string, headers: Record<string, string> = {}) =>
  readCacheKey(request(url, headers), false, true);

describe("the sitemap's read cache key", () => {
  it("is one for every query, letter case and trailing slash of a sitemap URL", () => {
    const index = key("/sitemap.xml");
    for (const url of [
      "/sitemap.xml?x=1",
      "/sitemap.xml?y=2&x=1",
      "/SiteMap.XML?",
      "/sitemap.xml/?z",
    ]) {
      expect(key(url)).toBe(index);
    }
    const part = key("/sitemaps/properties-2.xml.gz");
    expect(key("/sitemaps/properties-2.xml.gz?page=9")).toBe(part);
    expect(key("/Sitemaps/Properties-2.XML.GZ/")).toBe(part);
    expect(part).not.toBe(key("/sitemaps/properties-3.xml.gz"));
    expect(key("/sitemaps/pages.xml?a")).toBe(key("/sitemaps/pages.xml"));
  });

  it("still tells sites apart, as for any page, and encodings apart but for a gzipped part", () => {
    expect(key("/sitemap.xml", { host: "evil.example" })).not.toBe(key("/sitemap.xml"));
    expect(key("/sitemap.xml", { "accept-encoding": "br" })).not.toBe(key("/sitemap.xml"));
    // A part's bytes are gzip for everyone: whatever a client says it accepts, one copy.
    const part = key("/sitemaps/properties-1.xml.gz");
    for (const encoding of ["br", "identity", "", "gzip;q=0.1, x-made-up"]) {
      expect(key("/sitemaps/properties-1.xml.gz", { "accept-encoding": encoding })).toBe(part);
    }
  });

  it("leaves every other page's query in its key", () => {
    expect(key("/properties?type=rent")).not.toBe(key("/properties"));
    for (const path of [
      "/sitemap.xml.bak",
      "/sitemaps/other.xml",
      "/sitemaps/properties-1.xml",
      "/api/sitemap.xml",
    ]) {
      expect(sitemapCacheKey(path)).toBeUndefined();
    }
  });

  it("is shared with a request carrying a session, which no sitemap answer reads; a page is not", () => {
    expect(readsSession("/sitemap.xml")).toBe(false);
    expect(readsSession("/sitemaps/properties-1.xml.gz")).toBe(false);
    expect(readsSession("/properties")).toBe(true);
    expect(readsSession("/api/properties")).toBe(false);
  });
});
