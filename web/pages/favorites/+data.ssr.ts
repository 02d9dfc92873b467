// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { FAVOURITES_URL } from "../../ui/queries/favourites.js";
import { readSeeds } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  if (pageContext.actor.userId === null) return { seeds: {} };
  return readSeeds(pageContext, [FAVOURITES_URL]);
}
