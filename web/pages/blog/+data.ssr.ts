// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { blogFiltersFromSearch, blogUrl } from "../../ui/queries/blog.js";
import { readSeeds } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  return readSeeds(pageContext, [blogUrl(blogFiltersFromSearch(pageContext.urlParsed.search))]);
}
