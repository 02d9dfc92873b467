import { type ParsedUrlQuery, parse } from "node:querystring";
import Router from "@koa/router";
import type { Middleware } from "koa";
import type { Services } from "#container/services.js";
import type { Actor } from "#shared/actor.js";
import { countedPublicRead, publicRead } from "../middleware/http-caching.js";
import { actorOf } from "../session.js";

/** A GET's path parameters and query, as Koa hands them to a route. */
export interface ReadRequest {
  params: Record<string, string>;
  query: ParsedUrlQuery;
}

/**
 * One GET /api read (decision 46): its route, and the one service call it answers with. The
 * Koa router and the pages' data hooks are both made from these, so a URL means one call.
 */
export interface ApiRead {
  /** The route as @koa/router reads it: "/api/properties/:id". */
  url: string;
  /** "public": the same for everyone (publicRead); "counted": public, but each one counts. */
  cache?: "public" | "counted";
  read(services: Services, request: ReadRequest, actor: Actor): Promise<unknown>;
}

const CACHING: Record<NonNullable<ApiRead["cache"]>, Middleware> = {
  public: publicRead,
  counted: countedPublicRead,
};

/** The HTTP door: one GET route per read, in the table's order ("/count" before "/:id"). */
export function readsRouter(services: Services, reads: readonly ApiRead[]): Router {
  const router = new Router();
  for (const entry of reads) {
    const caching = entry.cache ? [CACHING[entry.cache]] : [];
    router.get(entry.url, ...caching, async (ctx) => {
      ctx.body = await entry.read(services, { params: ctx.params, query: ctx.query }, actorOf(ctx));
    });
  }
  return router;
}

/** What a page's data hook gets: the answer the API would give this actor for a GET of `url`. */
export type ReadApi = (url: string, actor: Actor) => Promise<unknown>;

/**
 * The pages' door: the URL is matched by the same router the HTTP door mounts and its query
 * parsed as Koa parses it, so a seed is read exactly as the API reads it. A URL no read
 * answers is a mistake in the page, thrown at once (not a read that failed).
 */
export function pageReads(services: Services, reads: readonly ApiRead[]): ReadApi {
  const router = readsRouter(services, reads);
  // One layer per route, in the table's order.
  const entryOf = new Map(router.stack.map((layer, i) => [layer, reads[i]]));
  return (url, actor) => {
    const [path = "", search = ""] = url.split(/\?(.*)/s);
    const layer = router.match(path, "GET").pathAndMethod.find((l) => l.methods.length > 0);
    const entry = layer && entryOf.get(layer);
    if (!layer || !entry) throw new Error(`No /api read answers GET ${url}`);
    const params = layer.params(path, layer.captures(path));
    return entry.read(services, { params, query: parse(search) }, actor);
  };
}
