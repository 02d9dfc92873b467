import { readdirSync } from "node:fs";
import type { Middleware } from "koa";
import serve from "koa-static";

/**
 * The files of `root` (public/: the seed's pictures), for a week. Only a path whose first
 * segment names something in `root` is looked for on disk: every page and API request used to
 * go past koa-static, whose failed stat built an ENOENT error, stack and all, each time
 * (decision 66). What `root` holds is read once, at start: it ships with the build.
 */
export function publicFiles(root: string, maxAgeMs: number): Middleware {
  const files = serve(root, { maxage: maxAgeMs });
  const top = new Set(entriesOf(root));
  return (ctx, next) => {
    // Broken percent-encoding anywhere in the path is the client's error, answered before any
    // router sees it (koa-static, asked on every path, used to answer it so). A path that decodes
    // whole decodes in parts: an escape never spans a "/".
    if (decoded(ctx.path) === undefined) return ctx.throw(400, "failed to decode");
    const first = decodeURIComponent(ctx.path.split("/", 2)[1] ?? "");
    return top.has(first) ? files(ctx, next) : next();
  };
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function entriesOf(root: string): string[] {
  try {
    return readdirSync(root);
  } catch {
    return []; // no public folder: nothing to serve, as koa-static would have found
  }
}
