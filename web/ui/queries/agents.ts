import type { DirectoryAgent } from "#modules/agents/agents.types.js";
import type { AgentReportedFees } from "#modules/reports/reports.types.js";
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

/** An agent's own page: their licence, their details and the fees renters reported. */
export const agentPageUrl = (id: number | string) => `/agents/${id}`;

/** GET /api/agents/{id}: the agent's page, with their card's signals; seeded with it. */
export const agentUrl = (id: number | string) => `/api/agents/${id}`;

/** GET /api/agents/{id}/reported-fees: the upheld reports of fees not shown (decision 100). */
export const agentReportedFeesUrl = (id: number | string) => `/api/agents/${id}/reported-fees`;

export function useAgent(id: number | string) {
  return useApiQuery<DirectoryAgent>(agentUrl(id));
}

export function useAgentReportedFees(id: number | string) {
  return useApiQuery<AgentReportedFees>(agentReportedFeesUrl(id));
}
