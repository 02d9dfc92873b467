import { promisify } from "node:util";
import zlib from "node:zlib";
import Router from "@koa/router";
import type { Context } from "koa";
import type { Services } from "#container/services.js";
import { KEPT_LEVEL } from "../../http/middleware/compression.js";
import { shareAnswer } from "../../http/middleware/read-cache.js";
import { originOf } from "../../http/origin.js";
import {
  SITEMAP_INDEX_PATH,
  SITEMAP_PAGES_PATH,
  SITEMAP_PART_ROUTE,
  sitemapPartPath,
} from "../../http/sitemap-paths.js";

/** The reading pages every visitor can open; search engines find the rest through the sitemap. */
const STATIC_PATHS = [
  "/",
  "/properties",
  "/properties?type=sale",
  "/properties?type=rent",
  "/student-hostels",
  "/agents",
  "/blog",
  "/about",
  "/contact",
  "/financing",
  "/legal",
  "/list-property",
  "/agent-registration",
];

const gzip = promisify(zlib.gzip);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * The sitemap as an index of parts (https://www.sitemaps.org/protocol.html#index, decision 84):
 * the reading pages, blog posts and hostels in one part, the listings in gzipped parts of at
 * most 50,000 URLs. Every answer ignores the query and is the same for everyone, so the read
 * cache keeps one copy of each (sitemap-paths.ts gives their key); making one costs at most one
 * part's rows.
 */
export function sitemapRouter({ catalogue, blog, hostels }: Services): Router {
  const router = new Router();

  router.get(SITEMAP_INDEX_PATH, async (ctx) => {
    const parts = await catalogue.countSitemapParts();
    const paths = [SITEMAP_PAGES_PATH];
    for (let part = 1; part <= parts; part++) paths.push(sitemapPartPath(part));
    const loc = (path: string) =>
      `<sitemap><loc>${escapeXml(originOf(ctx) + path)}</loc></sitemap>`;
    answer(
      ctx,
      "application/xml",
      document(`<sitemapindex ${NS}>`, paths.map(loc), "</sitemapindex>"),
    );
  });

  router.get(SITEMAP_PAGES_PATH, async (ctx) => {
    const [posts, hostelPages] = await Promise.all([
      blog.listPosts({ limit: "100" }),
      hostels.listHostels(),
    ]);
    const url = urlOf(ctx);
    const lines = [
      ...STATIC_PATHS.map((p) => url(p)),
      ...posts.map((p) => url(`/blog/${p.slug}`, new Date(p.createdAt))),
      ...hostelPages.map((h) => url(`/student-hostels/${h.id}`)),
    ];
    answer(ctx, "application/xml", document(`<urlset ${NS}>`, lines, "</urlset>"));
  });

  router.get(SITEMAP_PART_ROUTE, async (ctx) => {
    // Read from the raw path, not the decoded parameter: digits only, no leading zero, so each
    // part has one spelling (one cache entry) and anything else is refused before any read.
    const digits = /properties-([1-9]\d{0,8})\.xml\.gz\/?$/i.exec(ctx.path)?.[1];
    const part = digits === undefined ? 0 : Number(digits);
    const listings = part > 0 ? await catalogue.listSitemapPart(part) : null;
    if (listings === null) {
      ctx.status = 404;
      ctx.type = "text/plain";
      ctx.body = "Not Found";
      return;
    }
    const url = urlOf(ctx);
    const xml = document(
      `<urlset ${NS}>`,
      listings.map((p) => url(`/properties/${p.id}`, p.updatedAt)),
      "</urlset>",
    );
    // Up to 50,000 URLs are about 4.5 MB of XML: gzipped once, off the event loop, at the level
    // of kept answers, it is some 300 KB that every client gets and the read cache keeps.
    answer(ctx, "application/gzip", await gzip(xml, { level: KEPT_LEVEL.gzip }));
  });

  return router;
}

function urlOf(ctx: Context) {
  const origin = originOf(ctx);
  return (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""
    }</url>`;
}

function document(open: string, lines: string[], close: string): string {
  return [XML_HEAD, open, ...lines, close, ""].join("\n");
}

/** An answer browsers and crawlers may keep an hour, and the read cache may share. */
function answer(ctx: Context, type: string, body: string | Buffer): void {
  ctx.type = type;
  ctx.set("Cache-Control", "public, max-age=3600");
  ctx.body = body;
  shareAnswer(ctx);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
