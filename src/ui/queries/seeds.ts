import { useQuery } from "@tanstack/react-query";
import { usePageContext } from "vike-react/usePageContext";
import { getJson } from "../lib/api.js";
import { type Json, toJson } from "../lib/json.js";

/**
 * API answers a page's server data hook already computed, by the URL the client would GET.
 * A page's `+data.ssr.ts` returns `{ seeds }`; Vike runs `.ssr` data hooks for the first,
 * server-rendered page only, so after a client-side navigation the queries call /api themselves.
 */
export type Seeds = Record<string, unknown>;

export interface SeededData {
  seeds: Seeds;
}

/** Builds a page's seeds on the server: each answer in the JSON shape the API would send. */
export async function seedsOf(entries: Record<string, Promise<unknown>>): Promise<SeededData> {
  const seeds: Seeds = {};
  await Promise.all(
    Object.entries(entries).map(async ([url, answer]) => {
      seeds[url] = toJson(await answer);
    }),
  );
  return { seeds };
}

function useSeeds(): Seeds {
  const { data } = usePageContext() as { data?: Partial<SeededData> };
  return data?.seeds ?? {};
}

/**
 * GET `url` through React Query (key: [url], spec §7's default read), starting from the server's
 * answer when the page was rendered with it. `null` waits (for example until the user is known).
 */
export function useApiQuery<T>(url: string | null) {
  const seeds = useSeeds();
  const seeded = url !== null && url in seeds ? (seeds[url] as Json<T>) : undefined;
  return useQuery<Json<T>>({
    queryKey: [url],
    queryFn: () => getJson<Json<T>>(url as string),
    enabled: url !== null,
    initialData: seeded,
  });
}

/** "/api/properties" + {limit: 12, city: undefined} → "/api/properties?limit=12" (empty values left out). */
export function apiUrl(path: string, params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "" && value !== "all" && value !== "any")
      search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
