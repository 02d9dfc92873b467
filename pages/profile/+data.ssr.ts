// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { accountSeedEntries } from "../../src/ui/queries/account-seeds.js";
import { SAVED_SEARCHES_URL } from "../../src/ui/queries/saved-searches.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

/** The profile's Activity and Preferences tabs (with the saved searches); the user themself comes with every page (authUser). */
export async function data({ services, actor, authUser }: PageContextServer) {
  if (!authUser) return { seeds: {} };
  return seedsOf({
    ...accountSeedEntries(services, actor),
    [SAVED_SEARCHES_URL]: () => services.savedSearches.listSavedSearches(actor),
  });
}
