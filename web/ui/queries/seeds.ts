import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePageContext } from "vike-react/usePageContext";
import { hasDatabaseUnavailableCode } from "#shared/database-unavailable.js";
import { getJson } from "../lib/api.js";
import type { Json } from "../lib/json.js";

/**
 * API answers a page's server data hook already computed, by the URL the client would GET.
 * A page's `+data.ssr.ts` returns `{ seeds }`; Vike runs `.ssr` data hooks for the first,
 * server-rendered page only, so after a client-side navigation the queries call /api themselves.
 */
export type Seeds = Record<string, unknown>;

/**
 * The seeds travel as one JSON text (decision 66): Vike's serializer calls its replacer on every
 * value of an object (1.4 ms for a list of twelve listings, most of what a new search cost
 * beside React), while a string it only escapes. The text is the answers exactly as the API
 * sends them (dates as ISO strings), and each side parses it once.
 */
export interface SeededData {
  seeds: string;
}

/** A data hook's seeds, ready for Vike to pass along. */
export function seeded(seeds: Seeds): SeededData {
  return { seeds: JSON.stringify(seeds) };
}

/** A server-side page context's way to read the API (renderer/page-context.d.ts, decision 46). */
export interface ApiReader {
  readApi(url: string): Promise<unknown>;
}

/**
 * A page's seeds, read on the server through the API's own table of reads (decision 46): each
 * answer in the JSON shape the API would send this session for a GET of that URL. A read that
 * fails (a hand-edited URL with a bad filter, say) is left out rather than failing the page: the
 * browser then asks /api and shows that answer. An unreachable database fails the page, which
 * the renderer then answers 503 (decision 28); so does a URL no API read answers (a mistake).
 * `also` adds answers the page reads its own way (`agentProfileSeed`).
 */
export async function readSeeds(
  reader: ApiReader,
  urls: readonly string[],
  also: Record<string, () => Promise<unknown>> = {},
): Promise<SeededData> {
  return seeded(await readAnswers(reader, urls, also));
}

/** What `readSeeds` sends, before it is made text: for a hook that adds answers of its own. */
export async function readAnswers(
  { readApi }: ApiReader,
  urls: readonly string[],
  also: Record<string, () => Promise<unknown>> = {},
): Promise<Seeds> {
  // Started here, outside the tolerant reads below, so that an unknown URL throws.
  const reads = urls.map((url) => [url, readApi(url)] as const);
  const entries = Object.fromEntries(reads.map(([url, answer]) => [url, () => answer]));
  return answersOf({ ...entries, ...also });
}

async function answersOf(entries: Record<string, () => Promise<unknown>>): Promise<Seeds> {
  const seeds: Seeds = {};
  await Promise.all(
    Object.entries(entries).map(async ([url, read]) => {
      try {
        seeds[url] = await read();
      } catch (error) {
        if (hasDatabaseUnavailableCode(error)) throw error;
        // left to the browser's own request
      }
    }),
  );
  return seeds;
}

/** Each page's seeds parsed once, however many queries read them. */
const parsedSeeds = new WeakMap<object, Seeds>();

function useSeeds(): Seeds {
  // Outside a Vike page (a component test) there is no page context and so no seeds.
  const pageContext = usePageContext() as { data?: Partial<SeededData> } | undefined;
  const data = pageContext?.data;
  if (!data || typeof data.seeds !== "string") return {};
  let seeds = parsedSeeds.get(data);
  if (!seeds) {
    seeds = JSON.parse(data.seeds) as Seeds;
    parsedSeeds.set(data, seeds);
  }
  return seeds;
}

/**
 * GET `url` through React Query (key: [url], spec §7's default read), starting from the server's
 * answer when the page was rendered with it. `null` waits (for example until the user is known).
 */
export function useApiQuery<T>(url: string | null, options: { keepPrevious?: boolean } = {}) {
  const seeds = useSeeds();
  const seeded = url !== null && url in seeds ? (seeds[url] as Json<T>) : undefined;
  return useQuery<Json<T>>({
    queryKey: [url],
    queryFn: () => getJson<Json<T>>(url as string),
    enabled: url !== null,
    initialData: seeded,
    // A list that grows (Load More) or is re-sorted keeps its cards on screen while /api answers.
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
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
