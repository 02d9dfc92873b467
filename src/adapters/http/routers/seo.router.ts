import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { originOf } from "../origin.js";

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

export function seoRouter({ catalogue, blog, hostels }: Services): Router {
  const router = new Router();

  router.get("/robots.txt", (ctx) => {
    ctx.type = "text/plain";
    ctx.set("Cache-Control", "public, max-age=86400");
    ctx.body = [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /profile",
      "Disallow: /favorites",
      "Disallow: /manage-listings",
      `Sitemap: ${originOf(ctx)}/sitemap.xml`,
      "",
    ].join("\n");
  });

  router.get("/sitemap.xml", async (ctx) => {
    const [properties, posts, hostelPages] = await Promise.all([
      catalogue.listSitemapEntries(),
      blog.listPosts({ limit: "100" }),
      hostels.listHostels(),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeXml(originOf(ctx) + path)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""
      }</url>`;
    ctx.type = "application/xml";
    ctx.set("Cache-Control", "public, max-age=3600");
    ctx.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PATHS.map((p) => url(p)),
      ...properties.map((p) => url(`/properties/${p.id}`, p.updatedAt)),
      ...posts.map((p) => url(`/blog/${p.slug}`, new Date(p.createdAt))),
      ...hostelPages.map((h) => url(`/student-hostels/${h.id}`)),
      "</urlset>",
      "",
    ].join("\n");
  });

  return router;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
