// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { FAVOURITES_URL } from "../../ui/queries/favourites.js";
import { readSeeds, type SeededData, seeded } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer): Promise<SeededData> {
  if (pageContext.actor.userId === null) return seeded({});
  return readSeeds(pageContext, [FAVOURITES_URL]);
}
