// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { filtersFromSearch, propertiesUrl } from "../../src/ui/queries/properties.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services, urlParsed }: PageContextServer) {
  const url = propertiesUrl(filtersFromSearch(urlParsed.search));
  const query = Object.fromEntries(new URL(url, "http://x").searchParams);
  return seedsOf({ [url]: () => services.listings.listProperties(query) });
}
