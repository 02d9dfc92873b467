import { AgentProfileNotFoundError } from "#modules/agents/agents.errors.js";
import { AGENT_PROFILE_URL, INQUIRIES_URL } from "./dashboard.js";
import { FAVOURITES_URL } from "./favourites.js";
import type { ApiReader } from "./seeds.js";

// Matched by its stable code, not instanceof: Vite bundles the data hooks with their own copy of
// the error class, apart from the one the services (compiled by tsc) throw.
const NOT_AN_AGENT = new AgentProfileNotFoundError().code;

/**
 * The signed-in user's own answers (favourites, inquiries) the pages that show them seed (the
 * dashboard and /profile), with `agentProfileSeed` beside them.
 */
export const ACCOUNT_SEED_URLS = [FAVOURITES_URL, INQUIRIES_URL];

/** The API's 404 for a non-agent is seeded as null, so the browser need not ask again. Server only. */
export function agentProfileSeed({ readApi }: ApiReader): Record<string, () => Promise<unknown>> {
  return {
    [AGENT_PROFILE_URL]: () =>
      readApi(AGENT_PROFILE_URL).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === NOT_AN_AGENT) return null;
        throw error;
      }),
  };
}
