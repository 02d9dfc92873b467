import Router from "@koa/router";
import type { Services } from "../../../container/services.js";

export function hostelsRouter({ hostels }: Services): Router {
  const router = new Router();
  router.get("/api/student-hostels", async (ctx) => {
    ctx.body = await hostels.listHostels(ctx.query);
  });
  return router;
}
