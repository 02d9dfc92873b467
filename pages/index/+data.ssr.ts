// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api themselves.
import type { PageContextServer } from "vike/types";
import { AgentProfileNotFoundError } from "../../src/modules/agents/agents.errors.js";
import {
  AGENT_PROFILE_URL,
  DASHBOARD_PROPERTIES_URL,
  INQUIRIES_URL,
} from "../../src/ui/queries/dashboard.js";
import { FAVORITES_URL } from "../../src/ui/queries/favourites.js";
import {
  FEATURED_AGENTS_URL,
  FEATURED_PROPERTIES_URL,
  LATEST_POSTS_URL,
} from "../../src/ui/queries/home.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

// Matched by its stable code, not instanceof: Vite bundles this hook with its own copy of the
// error class, apart from the one the services (compiled by tsc) throw.
const NOT_AN_AGENT = new AgentProfileNotFoundError().code;

/** The visitor's home or, for a signed-in request, the dashboard: only what that page shows. */
export async function data({ services, userId, authUser }: PageContextServer) {
  // authUser is null when the session names a user who no longer exists: that is a visitor.
  if (userId && authUser) {
    return seedsOf({
      [DASHBOARD_PROPERTIES_URL]: () =>
        services.listings.listProperties(queryOf(DASHBOARD_PROPERTIES_URL)),
      [FAVORITES_URL]: () => services.favourites.listFavourites(userId),
      [INQUIRIES_URL]: () => services.inquiries.listInquiries(userId),
      // The API's 404 for a non-agent is seeded as null, so the browser need not ask again.
      [AGENT_PROFILE_URL]: () =>
        services.agents.getProfile(userId).catch((error: unknown) => {
          if ((error as { code?: unknown }).code === NOT_AN_AGENT) return null;
          throw error;
        }),
    });
  }
  return seedsOf({
    [FEATURED_PROPERTIES_URL]: () =>
      services.listings.listProperties(queryOf(FEATURED_PROPERTIES_URL)),
    [FEATURED_AGENTS_URL]: () => services.agents.listAgents(queryOf(FEATURED_AGENTS_URL)),
    [LATEST_POSTS_URL]: () => services.blog.listPosts(queryOf(LATEST_POSTS_URL)),
  });
}

/** The query string of an /api URL as the routers hand it to the services. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, "http://localhost").searchParams);
}
