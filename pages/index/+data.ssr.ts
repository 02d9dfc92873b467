// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api themselves.
import type { PageContextServer } from "vike/types";
import { accountSeedEntries } from "../../src/ui/queries/account-seeds.js";
import { DASHBOARD_PROPERTIES_URL } from "../../src/ui/queries/dashboard.js";
import {
  FEATURED_AGENTS_URL,
  FEATURED_PROPERTIES_URL,
  LATEST_POSTS_URL,
} from "../../src/ui/queries/home.js";
import { queryOf, seedsOf } from "../../src/ui/queries/seeds.js";

/** The visitor's home or, for a signed-in request, the dashboard: only what that page shows. */
export async function data({ services, actor, authUser }: PageContextServer) {
  // authUser is null when the session names a user who no longer exists: that is a visitor.
  if (authUser) {
    return seedsOf({
      [DASHBOARD_PROPERTIES_URL]: () =>
        services.listings.listProperties(queryOf(DASHBOARD_PROPERTIES_URL)),
      ...accountSeedEntries(services, actor),
    });
  }
  return seedsOf({
    [FEATURED_PROPERTIES_URL]: () =>
      services.listings.listProperties(queryOf(FEATURED_PROPERTIES_URL)),
    [FEATURED_AGENTS_URL]: () => services.agents.listAgents(queryOf(FEATURED_AGENTS_URL)),
    [LATEST_POSTS_URL]: () => services.blog.listPosts(queryOf(LATEST_POSTS_URL)),
  });
}
