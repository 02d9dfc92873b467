// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { ACCOUNT_SEED_URLS, agentProfileSeed } from "../../ui/queries/account-seeds.js";
import { SAVED_SEARCHES_URL } from "../../ui/queries/saved-searches.js";
import { readSeeds, seeded } from "../../ui/queries/seeds.js";

/** The profile's Activity and Preferences tabs (with the saved searches); the user themself comes with every page (authUser). */
export async function data(pageContext: PageContextServer) {
  if (!pageContext.authUser) return seeded({});
  return readSeeds(
    pageContext,
    [...ACCOUNT_SEED_URLS, SAVED_SEARCHES_URL],
    agentProfileSeed(pageContext),
  );
}
