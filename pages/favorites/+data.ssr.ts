// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { FAVORITES_URL } from "../../src/ui/queries/favourites.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services, actor }: PageContextServer) {
  if (actor.userId === null) return { seeds: {} };
  return seedsOf({ [FAVORITES_URL]: () => services.favourites.listFavourites(actor) });
}
