// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { toJson } from "#web/ui/lib/json.js";
import { blogPostUrl } from "#web/ui/queries/blog.js";

export async function data({ readApi, routeParams }: PageContextServer) {
  const url = blogPostUrl(routeParams.slug ?? "");
  try {
    return { seeds: { [url]: toJson(await readApi(url)) } };
  } catch (error) {
    if ((error as { code?: string }).code?.endsWith("NOT_FOUND")) throw render(404);
    throw error;
  }
}
