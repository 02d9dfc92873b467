// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { HOSTELS_URL } from "../../ui/queries/hostels.js";
import { readSeeds } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  return readSeeds(pageContext, [HOSTELS_URL]);
}
