// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api themselves.
import type { PageContextServer } from "vike/types";
import { ACCOUNT_SEED_URLS, agentProfileSeed } from "../../ui/queries/account-seeds.js";
import { DASHBOARD_PROPERTIES_URL } from "../../ui/queries/dashboard.js";
import {
  FEATURED_AGENTS_URL,
  FEATURED_PROPERTIES_URL,
  LATEST_POSTS_URL,
} from "../../ui/queries/home.js";
import { readSeeds } from "../../ui/queries/seeds.js";

/** The visitor's home or, for a signed-in request, the dashboard: only what that page shows. */
export async function data(pageContext: PageContextServer) {
  // authUser is null when the session names a user who no longer exists: that is a visitor.
  if (pageContext.authUser) {
    return readSeeds(
      pageContext,
      [DASHBOARD_PROPERTIES_URL, ...ACCOUNT_SEED_URLS],
      agentProfileSeed(pageContext),
    );
  }
  return readSeeds(pageContext, [FEATURED_PROPERTIES_URL, FEATURED_AGENTS_URL, LATEST_POSTS_URL]);
}
