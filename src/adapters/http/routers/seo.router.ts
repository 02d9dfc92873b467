import Router from "@koa/router";
import { originOf } from "../origin.js";
import { SITEMAP_INDEX_PATH } from "../sitemap-paths.js";

/** robots.txt: crawlers stay out of the API and private pages, and find the sitemap's index. */
export function seoRouter(): Router {
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
      `Sitemap: ${originOf(ctx)}${SITEMAP_INDEX_PATH}`,
      "",
    ].join("\n");
  });

  return router;
}
