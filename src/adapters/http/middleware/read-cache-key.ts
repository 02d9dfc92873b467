import type { IncomingMessage } from "node:http";
import { dataSaverOn } from "../../../shared/data-saver.js";
import { sitemapCacheKey } from "../sitemap-paths.js";

/** The parts of a request URL the read cache reads; undefined for anything but origin-form. */
export function pathAndQuery(url: string | undefined): { path: string; query: string } | undefined {
  // Absolute-form ("GET http://host/…") and asterisk-form requests are left to Koa's own parsing.
  if (!url?.startsWith("/")) return undefined;
  const mark = url.indexOf("?");
  return mark < 0
    ? { path: url, query: "" }
    : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

/** Everything but the public API is a page, which may be shared only with a signed-out visitor. */
export function isPagePath(path: string): boolean {
  return !path.startsWith("/api/");
}

/**
 * Whether the answer at this path may depend on the session, so that a request carrying a
 * session cookie must not share it: a page's may (the signed-in header), the sitemap's never.
 */
export function readsSession(path: string): boolean {
  return isPagePath(path) && sitemapCacheKey(path) === undefined;
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/**
 * The cache key: the path, the query in a fixed order (none for the sitemap, whose answers
 * ignore it), and the Accept-Encoding the kept bytes were compressed for (none for a sitemap
 * part, gzipped for everyone). A page prints absolute
 * links, so its key also holds every header the site's address is read from (raw, so two
 * requests Koa would give different origins can never share a key), and whether data saver is
 * on; the public API reads never read the host. The same function serves the hit answered
 * before Koa and the miss kept inside it, so the two always agree.
 */
export function readCacheKey(
  req: IncomingMessage,
  /** Whether this request came from a trusted proxy, whose forwarded headers name the site. */
  forwarded: boolean,
  page: boolean,
  // The front has already split the URL to tell a page from the API: it passes the parts on.
  parts = pathAndQuery(req.url),
): string | undefined {
  if (!parts) return undefined;
  // The sitemap answers every form of its URLs alike: one key for them all (sitemap-paths.ts).
  const sitemap = sitemapCacheKey(parts.path);
  const query = new URLSearchParams(sitemap === undefined ? parts.query : "");
  query.sort();
  const search = query.toString();
  const encoding = sitemap?.anyEncoding ? "*" : header(req, "accept-encoding").replaceAll(" ", "");
  const site = page
    ? [
        "encrypted" in req.socket && req.socket.encrypted ? "tls" : "tcp",
        forwarded ? header(req, "x-forwarded-proto") : "",
        forwarded ? header(req, "x-forwarded-host") : "",
        header(req, "host"),
      ].join("|")
    : "";
  // A page in data saver mode offers other photo sizes: it is kept apart. A sitemap has none.
  const saver =
    page && sitemap === undefined && dataSaverOn(header(req, "cookie"), header(req, "save-data"))
      ? " saver"
      : "";
  return `${site}${sitemap?.path ?? parts.path}${search ? `?${search}` : ""} ${encoding}${saver}`;
}
