// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { agentProfileSeed } from "../../src/ui/queries/account-seeds.js";
import { AGENT_PROFILE_URL } from "../../src/ui/queries/dashboard.js";
import { MY_LISTINGS_URL } from "../../src/ui/queries/my-listings.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

/** The user's listings with their counts, and whether they are an agent; nothing for a visitor. */
export async function data({ services, actor, authUser }: PageContextServer) {
  if (!authUser) return { seeds: {} };
  return seedsOf({
    [MY_LISTINGS_URL]: () => services.myListings.listMyListings(actor),
    [AGENT_PROFILE_URL]: agentProfileSeed(services, actor),
  });
}
