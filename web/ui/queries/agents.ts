import type { DirectoryAgent } from "#modules/agents/agents.types.js";
import { apiUrl, useApiQuery } from "./seeds.js";

export const FEATURED_AGENTS_URL = "/api/agents?featured=true&limit=4";

export interface AgentFilters {
  search?: string;
  sort?: string;
}

export function agentFiltersFromSearch(search: Record<string, string>): AgentFilters {
  return { search: search.search?.trim() || undefined, sort: search.sort?.trim() || undefined };
}

/** The directory sorts on the server (the old selector did nothing); rating first by default. */
export function agentsUrl(filters: AgentFilters): string {
  return apiUrl("/api/agents", {
    search: filters.search,
    sort: filters.sort === "rating" ? undefined : filters.sort,
  });
}

export function agentsPageUrl(filters: AgentFilters): string {
  return apiUrl("/agents", {
    search: filters.search,
    sort: filters.sort === "rating" ? undefined : filters.sort,
  });
}

export function useAgents(filters: AgentFilters) {
  return useApiQuery<DirectoryAgent[]>(agentsUrl(filters), { keepPrevious: true });
}

export function useFeaturedAgents() {
  return useApiQuery<DirectoryAgent[]>(FEATURED_AGENTS_URL);
}
