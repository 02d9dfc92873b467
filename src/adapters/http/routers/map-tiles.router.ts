import Router from "@koa/router";
import type { TileConfig } from "../../../config.js";
import { publicRead } from "../middleware/http-caching.js";

/**
 * GET /api/map-tiles: where the maps fetch their tiles and the credit they show (TILE_URL,
 * TILE_ATTRIBUTION; decision 69). Asked by the map's own lazily loaded code, so the address is
 * the server's setting rather than one written into the bundle, and no page's data carries it.
 */
export function mapTilesRouter(tiles: TileConfig): Router {
  const router = new Router();
  router.get("/api/map-tiles", publicRead, (ctx) => {
    ctx.body = { url: tiles.url, attribution: tiles.attribution };
  });
  return router;
}
