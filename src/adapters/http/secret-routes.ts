import fs from "node:fs";
import path from "node:path";
import type { TileConfig } from "../../config.js";
import type { Services } from "../../container/services.js";
import { secretPaths } from "../logging/secret-paths.js";
import { apiRouters } from "./routers/index.js";

/**
 * Teaches the log's redaction (decision 75) every route that carries a mailed link's token, from
 * the routes themselves: the API routers' templates (`/api/auth/password-reset/:token`) and the
 * pages' folders (`web/pages/reset-password/@token`, Vike's filesystem routing). A new router
 * or page with a token parameter is covered without a list to update.
 * Returns the pages folder when it could not be read (a deploy without the sources).
 */
export function learnSecretRoutes(
  services: Services,
  tiles: TileConfig,
  pagesDir = path.resolve("web/pages"),
): string | undefined {
  const templates = apiRouters(services, tiles).flatMap((router) =>
    router.stack.map((l) => l.path),
  );
  secretPaths.learn(templates.filter((template) => typeof template === "string"));
  try {
    secretPaths.learn(pageRoutesIn(pagesDir));
    return undefined;
  } catch {
    return pagesDir;
  }
}

/**
 * Vike's filesystem routes of the pages under `dir` that take a parameter: a folder's path with
 * `index` and `(group)` folders left out (https://vike.dev/filesystem-routing).
 */
export function pageRoutesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((segments) => segments.some((segment) => segment.startsWith("@")))
    .map(
      (segments) => `/${segments.filter((s) => s !== "index" && !/^\(.*\)$/.test(s)).join("/")}`,
    );
}
