import { AgentProfileNotFoundError } from "../../modules/agents/agents.errors.js";
import type { AgentsService } from "../../modules/agents/agents.service.js";
import type { FavouritesService } from "../../modules/favourites/favourites.service.js";
import type { InquiriesService } from "../../modules/inquiries/inquiries.service.js";
import type { Actor } from "../../shared/actor.js";
import { AGENT_PROFILE_URL, INQUIRIES_URL } from "./dashboard.js";
import { FAVORITES_URL } from "./favourites.js";

// Matched by its stable code, not instanceof: Vite bundles the data hooks with their own copy of
// the error class, apart from the one the services (compiled by tsc) throw.
const NOT_AN_AGENT = new AgentProfileNotFoundError().code;

/**
 * The signed-in user's own answers (favourites, inquiries, agent profile) as `seedsOf` entries,
 * for the `+data.ssr.ts` of the pages that show them (the dashboard and /profile). Server only.
 */
export function accountSeedEntries(
  services: {
    favourites: Pick<FavouritesService, "listFavourites">;
    inquiries: Pick<InquiriesService, "listInquiries">;
    agents: Pick<AgentsService, "getProfile">;
  },
  actor: Actor,
): Record<string, () => Promise<unknown>> {
  return {
    [FAVORITES_URL]: () => services.favourites.listFavourites(actor),
    [INQUIRIES_URL]: () => services.inquiries.listInquiries(actor),
    [AGENT_PROFILE_URL]: agentProfileSeed(services, actor),
  };
}

/** The API's 404 for a non-agent is seeded as null, so the browser need not ask again. */
export function agentProfileSeed(
  services: { agents: Pick<AgentsService, "getProfile"> },
  actor: Actor,
): () => Promise<unknown> {
  return () =>
    services.agents.getProfile(actor).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === NOT_AN_AGENT) return null;
      throw error;
    });
}
