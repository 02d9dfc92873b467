// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";
import { blogPostUrl } from "#web/ui/queries/blog.js";
import { seeded } from "#web/ui/queries/seeds.js";

export async function data({ readApi, routeParams }: PageContextServer) {
  const url = blogPostUrl(routeParams.slug ?? "");
  try {
    return seeded({ [url]: await readApi(url) });
  } catch (error) {
    if (isNotFound(error)) throw render(404);
    throw error;
  }
}
