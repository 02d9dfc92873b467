import path from "node:path";
import Koa from "koa";
import { koaBody } from "koa-body";
import serve from "koa-static";
import type { Application } from "../../bootstrap.js";
import { TOKENS } from "../../container/tokens.js";
import type { TypeOrmSessionStore } from "../persistence/repositories/typeorm-session.store.js";
import { errorHandler } from "./middleware/error-handler.js";
import { httpCaching } from "./middleware/http-caching.js";
import { requestLogger } from "./middleware/request-logger.js";
import { apiRouters } from "./routers/index.js";
import { sessionMiddleware } from "./session.js";

export interface HttpOptions {
  /** Renders pages (Vike) for every non-API GET; absent in API-only tests. */
  pageRenderer?: Koa.Middleware;
}

export function createHttpApp(application: Application, options: HttpOptions = {}): Koa {
  const { config, logger, container, services } = application;
  const app = new Koa({ proxy: config.production });
  app.use(requestLogger(logger));
  app.use(errorHandler);
  for (const middleware of httpCaching()) app.use(middleware);
  app.use(serve(path.resolve("public"), { maxage: 7 * 24 * 3600 * 1000 }));
  app.use(
    mount("/uploads", serve(path.join(config.dataDir, "uploads"), { maxage: 24 * 3600 * 1000 })),
  );
  app.use(
    sessionMiddleware(
      app,
      container.get<TypeOrmSessionStore>(TOKENS.SessionStore),
      config.production,
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
  for (const router of apiRouters(services)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith("/api/")) {
      ctx.status = 404;
      ctx.body = { message: "Not Found" };
      return;
    }
    await next();
  });
  if (options.pageRenderer) app.use(options.pageRenderer);
  return app;
}

/** Serves a static folder under a path prefix without pulling in koa-mount. */
function mount(prefix: string, middleware: Koa.Middleware): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const original = ctx.path;
    ctx.path = ctx.path.slice(prefix.length);
    try {
      await middleware(ctx, next);
    } finally {
      if (ctx.path === original.slice(prefix.length)) ctx.path = original;
    }
  };
}
