import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { countedPublicRead, publicRead } from "../middleware/http-caching.js";

/** Spec §7 GET /api/blog, and one article for the /blog/{slug} pages. */
export function blogRouter({ blog }: Services): Router {
  const router = new Router();

  router.get("/api/blog", publicRead, async (ctx) => {
    ctx.body = await blog.listPosts(ctx.query);
  });

  // Reading an article counts a view: the server's read cache must not answer for it.
  router.get("/api/blog/:slug", countedPublicRead, async (ctx) => {
    ctx.body = await blog.viewPost(ctx.params.slug);
  });

  return router;
}
