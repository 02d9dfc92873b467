import Router from "@koa/router";
import type { Services } from "../../../container/services.js";
import { publicRead } from "../middleware/http-caching.js";

export function hostelsRouter({ hostels }: Services): Router {
  const router = new Router();
  router.get("/api/student-hostels", publicRead, async (ctx) => {
    ctx.body = await hostels.listHostels(ctx.query);
  });
  return router;
}
