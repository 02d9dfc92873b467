// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { agentFiltersFromSearch, agentsUrl } from "../../src/ui/queries/agents.js";
import { queryOf, seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services, urlParsed }: PageContextServer) {
  const url = agentsUrl(agentFiltersFromSearch(urlParsed.search));
  return seedsOf({ [url]: () => services.agents.listAgents(queryOf(url)) });
}
