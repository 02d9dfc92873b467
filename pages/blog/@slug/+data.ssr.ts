// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { toJson } from "../../../src/ui/lib/json.js";
import { blogPostUrl } from "../../../src/ui/queries/blog.js";

export async function data({ services, routeParams }: PageContextServer) {
  const slug = routeParams.slug ?? "";
  try {
    return { seeds: { [blogPostUrl(slug)]: toJson(await services.blog.viewPost(slug)) } };
  } catch (error) {
    if ((error as { code?: string }).code?.endsWith("NOT_FOUND")) throw render(404);
    throw error;
  }
}
