import type { Agent } from "#modules/agents/agents.types.js";
import type { Inquiry } from "#modules/inquiries/inquiries.types.js";
import type { Property } from "#modules/listings/listings.types.js";
import { useAuth } from "../auth/use-auth.js";
import { apiUrl, useApiQuery } from "./seeds.js";

export const INQUIRIES_URL = "/api/inquiries";
export const AGENT_PROFILE_URL = "/api/agents/profile";
/** Spec §9: the dashboard shows the latest 6 properties (newest first is the list's default). */
export const DASHBOARD_PROPERTIES_URL = apiUrl("/api/properties", { limit: 6 });
/** Spec §9: 3 recent favourites and 3 recent inquiries. */
export const RECENT_ITEMS = 3;

/** The signed-in user's inquiries; nothing is asked for a visitor. */
export function useInquiries() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<Inquiry[]>(isAuthenticated ? INQUIRIES_URL : null);
}

/**
 * Spec §6: a user is an agent when the profile call returns data. The API answers 404 for
 * everyone else (a failed read: not an agent); the server seeds that answer as null.
 */
export function useIsAgent(): boolean {
  const { isAuthenticated } = useAuth();
  const { data } = useApiQuery<Agent | null>(isAuthenticated ? AGENT_PROFILE_URL : null);
  return Boolean(data);
}

export function useDashboardProperties() {
  return useApiQuery<Property[]>(DASHBOARD_PROPERTIES_URL);
}
