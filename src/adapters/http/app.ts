import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Koa from "koa";
import { koaBody } from "koa-body";
import type { Application } from "../../bootstrap.js";
import { tileOrigin } from "../../config.js";
import { TOKENS } from "../../container/tokens.js";
import type { CatalogueChanges, Clock } from "../../shared/ports.js";
import { metricsEndpoint } from "../metrics/metrics-endpoint.js";
import type { PromMetrics } from "../metrics/prom-metrics.js";
import type { Scrape } from "../metrics/scrape.js";
import type { TypeOrmSessionStore } from "../modules/accounts/typeorm-session.store.js";
import type { UploadStorage } from "../storage/upload-storage.js";
import { crossSiteGuard } from "./middleware/cross-site-guard.js";
import { errorHandler } from "./middleware/error-handler.js";
import { formWithoutScript } from "./middleware/form-without-script.js";
import { health } from "./middleware/health.js";
import { httpCaching } from "./middleware/http-caching.js";
import { publicFiles } from "./middleware/public-files.js";
import { readCache } from "./middleware/read-cache.js";
import { ReadCache } from "./middleware/read-cache-store.js";
import { requestLogger } from "./middleware/request-logger.js";
import { requestMetrics } from "./middleware/request-metrics.js";
import { securityHeaders } from "./middleware/security-headers.js";
import { storageGuard } from "./middleware/storage-guard.js";
import { fromBucket, fromDisk } from "./middleware/upload-senders.js";
import { uploadsStatic } from "./middleware/uploads.js";
import { publicUploadUrls, uploadUrlsOf } from "./public-upload-urls.js";
import { readCacheFront } from "./read-cache-front.js";
import { apiRouter } from "./routers/index.js";
import { sessionMiddleware } from "./session.js";
import { followTrustedProxies, TrustedProxies } from "./trusted-proxies.js";

export interface HttpOptions {
  /** Renders pages (Vike) for every non-API GET; absent in API-only tests. */
  pageRenderer?: Koa.Middleware;
  /** Where /metrics reads from: the cluster's primary in a worker; this process's registry by default. */
  metricsScrape?: Scrape;
}

type Handler = ReturnType<Koa["callback"]>;

/** Koa with a handler that may answer a request before Koa does (the read cache's hits). */
class FrontedKoa extends Koa {
  front?: (...args: Parameters<Handler>) => boolean;

  override callback(): Handler {
    const handle = super.callback();
    const front = this.front;
    if (!front) return handle;
    return (req, res) => (front(req, res) ? Promise.resolve() : handle(req, res));
  }
}

export function createHttpApp(application: Application, options: HttpOptions = {}): Koa {
  const { config, logger, container, services } = application;
  const app = new FrontedKoa();
  // Forwarded headers count only from TRUST_PROXY's peers, in every mode (decision 39).
  const proxies = new TrustedProxies(config.trustProxy);
  followTrustedProxies(app, proxies);
  const metrics = container.get<PromMetrics>(TOKENS.Metrics);
  app.use(requestMetrics(metrics.observeRequest));
  app.use(requestLogger(logger));
  // First, so every answer carries them, a static file or a 500 alike (decision 26).
  const photosOrigin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined;
  const imageOrigins = [photosOrigin, tileOrigin(config.tiles.url)].filter((o) => o != null);
  app.use(securityHeaders(config.production, imageOrigins));
  app.use(errorHandler);
  app.use(health(application.readiness));
  app.use(metricsEndpoint(config.metricsToken, options.metricsScrape ?? metrics));
  app.use(storageGuard(application.disk));
  if (config.readCacheMb > 0) {
    // Outside compression: a hit sends the bytes already compressed (decision 22).
    const changes = container.get<CatalogueChanges>(TOKENS.CatalogueChanges);
    const cache = new ReadCache(config.readCacheMb * 1024 * 1024, changes, metrics.readCache);
    app.use(readCache(cache, proxies));
    const front = readCacheFront(cache, {
      proxies,
      production: config.production,
      logger,
      observe: metrics.observeRequest,
    });
    // The site speaks HTTP/1.1 only (Node's http server in main.ts and the tests' supertest).
    app.front = (req, res) => front(req as IncomingMessage, res as ServerResponse);
  }
  for (const middleware of httpCaching()) app.use(middleware);
  app.use(crossSiteGuard(config.publicUrl));
  app.use(publicFiles(path.resolve("public"), 7 * 24 * 3600 * 1000));
  const { bucket } = container.get<UploadStorage>(TOKENS.UploadStorage);
  app.use(
    uploadsStatic(
      "/uploads",
      bucket ? fromBucket(bucket) : fromDisk(path.join(config.dataDir, "uploads")),
      (key) => services.photos.waitingColour(key),
      (name) => services.oldUploads.stateOf(name),
      (name) => services.oldVideos.access(name),
    ),
  );
  // Multipart temp files go under the data folder, not a system-wide /tmp shared with others.
  const uploadTempDir = path.join(config.dataDir, "upload-tmp");
  app.use((ctx, next) => {
    ctx.state.uploadTempDir = uploadTempDir;
    return next();
  });
  app.use(
    sessionMiddleware(
      app,
      container.get<TypeOrmSessionStore>(TOKENS.SessionStore),
      config.production,
      container.get<Clock>(TOKENS.Clock),
    ),
  );
  app.use(
    koaBody({
      multipart: false,
      jsonLimit: "100kb",
      formLimit: "100kb",
      textLimit: "100kb",
    }),
  );
  // Photos from S3_PUBLIC_URL: stored URLs become public ones on the way out, and back (58).
  const urls = uploadUrlsOf(config);
  if (urls) app.use(publicUploadUrls(urls));
  const api = apiRouter(services, config.tiles);
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith("/api/")) {
      ctx.status = 404;
      ctx.body = { message: "Not Found" };
      return;
    }
    await next();
  });
  if (options.pageRenderer) app.use(options.pageRenderer);
  // Last: only a post nothing above answered, a page's form sent without its script.
  app.use(formWithoutScript);
  return app;
}
