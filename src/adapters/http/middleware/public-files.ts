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
    const first = ctx.path.split("/", 2)[1] ?? "";
    return top.has(safeDecode(first)) ? files(ctx, next) : next();
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function entriesOf(root: string): string[] {
  try {
    return readdirSync(root);
  } catch {
    return []; // no public folder: nothing to serve, as koa-static would have found
  }
}
