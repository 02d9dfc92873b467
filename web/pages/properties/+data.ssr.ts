// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import {
  filtersFromSearch,
  propertiesCountUrl,
  propertiesUrl,
} from "../../ui/queries/properties.js";
import { readSeeds } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const filters = filtersFromSearch(pageContext.urlParsed.search);
  return readSeeds(pageContext, [propertiesUrl(filters), propertiesCountUrl(filters)]);
}
