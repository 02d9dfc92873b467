// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { guideFiltersFromSearch, priceGuideUrl } from "../../ui/queries/price-guide.js";
import { seeded } from "../../ui/queries/seeds.js";

/**
 * The guide for the URL's filters. A filter the API refuses (a hand-edited URL) is shown beside
 * its field, so the plain form says what to fix even without JavaScript.
 */
export async function data(pageContext: PageContextServer) {
  const url = priceGuideUrl(guideFiltersFromSearch(pageContext.urlParsed.search));
  try {
    return { ...seeded({ [url]: await pageContext.readApi(url) }), filterErrors: {} };
  } catch (error) {
    const refused = error as { kind?: unknown; errors?: Record<string, string[]> };
    if (refused.kind !== "invalid") throw error;
    return { ...seeded({}), filterErrors: refused.errors ?? {} };
  }
}
