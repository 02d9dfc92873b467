// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import {
  filtersFromSearch,
  propertiesCountUrl,
  propertiesUrl,
} from "../../src/ui/queries/properties.js";
import { queryOf, seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services, urlParsed }: PageContextServer) {
  const filters = filtersFromSearch(urlParsed.search);
  const url = propertiesUrl(filters);
  const countUrl = propertiesCountUrl(filters);
  return seedsOf({
    [url]: () => services.listings.listProperties(queryOf(url)),
    [countUrl]: () => services.listings.countProperties(queryOf(countUrl)),
  });
}
