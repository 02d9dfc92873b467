// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { blogFiltersFromSearch, blogUrl } from "../../src/ui/queries/blog.js";
import { queryOf, seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services, urlParsed }: PageContextServer) {
  const url = blogUrl(blogFiltersFromSearch(urlParsed.search));
  return seedsOf({ [url]: () => services.blog.listPosts(queryOf(url)) });
}
