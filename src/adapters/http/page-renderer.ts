import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type Koa from "koa";
import serve from "koa-static";
import { createDevMiddleware, renderPage } from "vike/server";
import type { Services } from "../../container/services.js";
import { dataSaverOn } from "../../shared/data-saver.js";
import { DatabaseUnavailableError } from "../../shared/database-unavailable.js";
import { isDatabaseUnavailable } from "../persistence/database-unavailable.js";
import { leaveUntagged } from "./middleware/http-caching.js";
import { admitScriptsByHash, shareAnswer } from "./middleware/read-cache.js";
import { setRoute } from "./middleware/request-metrics.js";
import { cspNonceOf } from "./middleware/security-headers.js";
import { originOf } from "./origin.js";
import { pageDocument } from "./page-document.js";
import type { UploadUrls } from "./public-upload-urls.js";
import { API_READS } from "./reads/index.js";
import { pageReads, type ReadApi } from "./reads/read-door.js";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.js";
import { actorOf } from "./session.js";

export type PageMode = "production" | "development";

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Pages never kept for other visitors (decision 22): an article, whose rendering counts a view
 * the read cache would stop; and the pages a mailed secret link opens, which show one person's
 * saved search or listing as it is now (an unsubscribe or an ask changes no announced table).
 */
const NEVER_SHARED = new Set([
  "/pages/blog/@slug",
  "/pages/alerts/unsubscribe/@token",
  "/pages/listings/confirm/@token",
  "/pages/listings/availability/@token",
]);

/** Where `vite build` leaves the pages, relative to the project root. */
function buildPaths(root: string) {
  return {
    client: path.join(root, "dist", "client"),
    serverEntry: path.join(root, "dist", "server", "entry.mjs"),
  };
}

/**
 * The one place that decides how pages are rendered. NODE_ENV wins when it names a mode;
 * otherwise a finished page build means production, so `npm start` serves the built pages
 * and a fresh clone without a build still answers through Vite.
 */
export function pageModeOf(env: NodeJS.ProcessEnv, root = process.cwd()): PageMode {
  if (env.NODE_ENV === "production") return "production";
  if (env.NODE_ENV === "development") return "development";
  return existsSync(buildPaths(root).serverEntry) ? "production" : "development";
}

export interface PageRendererOptions {
  root?: string;
  /** With S3_PUBLIC_URL: the pages read photo URLs as the API answers them (decision 58). */
  uploadUrls?: UploadUrls;
}

/** Server-side rendering with Vike for every GET/HEAD the API and the static folders left alone. */
export async function createPageRenderer(
  services: Services,
  mode: PageMode,
  { root = process.cwd(), uploadUrls }: PageRendererOptions = {},
): Promise<Koa.Middleware> {
  const before = mode === "production" ? await productionAssets(root) : await viteDev(root);
  // Vite's development scripts are left where they are: they must run before the page's modules.
  const finish = mode === "production" ? scriptsAfterFirstPaint : (html: string) => html;
  const reads = pageReads(services, API_READS);
  const readApi: ReadApi = uploadUrls
    ? async (url, actor) => uploadUrls.toPublic(await reads(url, actor))
    : reads;
  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || ctx.path.startsWith("/api/")) {
      return next();
    }
    if (await before(ctx)) return;
    await render(ctx, services, readApi, next, finish);
  };
}

/** True when the request was answered before Vike rendered anything. */
type Before = (ctx: Koa.Context) => Promise<boolean>;

async function productionAssets(root: string): Promise<Before> {
  const { client, serverEntry } = buildPaths(root);
  if (!existsSync(serverEntry)) {
    throw new Error(`The pages are not built (${serverEntry} is missing): run \`npm run build\``);
  }
  // Importing the entry hands Vike its build, so it never has to guess where dist/ is.
  await import(pathToFileURL(serverEntry).href);
  // Asset names carry a content hash, so a browser may keep them for good.
  // koa-send answers with the .br or .gz the build wrote beside each asset when the browser takes
  // it (koa-compress then leaves it alone); "public" lets a shared proxy keep them too.
  const assets = serve(client, {
    index: false,
    setHeaders: (res) => {
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
    },
  });
  return async (ctx) => {
    if (!ctx.path.startsWith("/assets/")) return false;
    let fellThrough = false;
    await assets(ctx, async () => {
      fellThrough = true;
    });
    return !fellThrough;
  };
}

async function viteDev(root: string): Promise<Before> {
  // web/ is the Vite project: its root holds vite.config.ts, pages/ and renderer/ (decision 47).
  const { devMiddleware } = await createDevMiddleware({ root: path.join(root, "web") });
  return (ctx) => {
    const handled = new Promise<boolean>((resolve, reject) => {
      const answered = () => resolve(true);
      ctx.res.once("finish", answered);
      devMiddleware(ctx.req, ctx.res, (error?: unknown) => {
        ctx.res.off("finish", answered);
        if (error) reject(error);
        else resolve(false);
      });
    });
    return handled.then((answered) => {
      // Vite wrote the response itself (a module, a style sheet, the HMR client).
      if (answered) ctx.respond = false;
      return answered;
    });
  };
}

async function render(
  ctx: Koa.Context,
  services: Services,
  readApi: ReadApi,
  next: Koa.Next,
  finish: (html: string) => string,
): Promise<void> {
  const actor = actorOf(ctx);
  const visitor = actor.userId === null && actor.admin === null;
  const pageContext = await renderPage({
    urlOriginal: ctx.originalUrl,
    headersOriginal: ctx.headers,
    services,
    actor,
    // The pages' seeds are read through the API's own table of reads (decision 46).
    // A read the database could not answer is marked with the shared code, so that the pages'
    // seeds (web/ui/queries/seeds.ts) tell it apart from a read that failed without knowing
    // any driver's errors.
    readApi: (url: string) =>
      readApi(url, actor).catch((error: unknown) => {
        throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }),
    origin: originOf(ctx),
    dataSaver: dataSaverOn(ctx.get("cookie"), ctx.get("save-data")),
    // https://vike.dev/csp — Vike, vike-react and React put it on every inline script. A
    // visitor's page may be kept and sent again (read cache): it names its scripts by hash.
    cspNonce: visitor ? undefined : cspNonceOf(ctx),
  });
  if (pageContext.pageId) setRoute(ctx, pageContext.pageId);
  // The database was unreachable while the page's data loaded: the error handler answers 503
  // (with Retry-After) instead of Vike's 500 page, which says nothing about trying again.
  if (isDatabaseUnavailable(pageContext.errorWhileRendering)) throw pageContext.errorWhileRendering;
  const { httpResponse } = pageContext;
  if (!httpResponse) return next();
  // A visitor's page is the same for every visitor; a signed-in user's page is theirs alone.
  if (visitor && !NEVER_SHARED.has(pageContext.pageId ?? "")) shareAnswer(ctx);
  ctx.status = httpResponse.statusCode;
  for (const [name, value] of httpResponse.headers) {
    // Vike's own policy names only script-src; the full one is securityHeaders'.
    if (name.toLowerCase() !== "content-security-policy") ctx.set(name, value);
  }
  // Rendered whole, not streamed (decision 66): no page waits on data while it renders (its
  // data hook read everything first), so streaming sent nothing sooner and cost a flush per chunk.
  // Read by name: web/renderer/page-context.d.ts declares it, which the server's build does not see.
  const { pageBodyHtml } = pageContext as { pageBodyHtml?: string };
  const page = pageDocument(await httpResponse.getBody(), pageBodyHtml, finish);
  if (visitor) admitScriptsByHash(ctx, page.scriptHashes());
  // Bytes whole in memory, compressed in one call and sent in one write (decision 105); without
  // an ETag all the same, since a signed-in user's nonce changes every response (decision 26).
  leaveUntagged(ctx);
  ctx.body = page.bytes;
}
