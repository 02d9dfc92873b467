import { ValidationError } from "../../shared/errors.js";
import { isRecord } from "../../shared/validation.js";
import { PROPERTY_FILTER_KEYS, parsePropertyQuery } from "../catalogue/index.js";
import type { PropertyFilter } from "../listings/index.js";
import { listingTypeOf } from "../listings/index.js";
import type { SavedSearchQuery } from "./saved-searches.types.js";

/**
 * The filters of a saved search, from the /properties query (an object or "?city=Kumasi&…").
 * Only the keys that select listings are kept (sort and paging mean nothing to an alert), and
 * they must pass the real search's own parser, so a saved search always runs.
 */
export function normaliseSavedQuery(raw: unknown): SavedSearchQuery {
  const source =
    typeof raw === "string"
      ? Object.fromEntries(new URLSearchParams(raw.replace(/^[^?]*\?/, "")))
      : isRecord(raw)
        ? raw
        : {};
  const query: SavedSearchQuery = {};
  for (const key of PROPERTY_FILTER_KEYS) {
    const value = source[key];
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text !== "" && text !== "all" && text !== "any") query[key] = text.slice(0, 200);
  }
  // Kept as the search reads it: "?type=buy" is saved as sale (its name then says "for sale").
  if (query.type) query.type = listingTypeOf(query.type) ?? query.type;
  try {
    parsePropertyQuery(query);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError({ query: Object.values(error.errors ?? {}).flat() }, error.message);
  }
  return query;
}

/** The search a saved query stands for, newest first. */
export function filterOf(query: SavedSearchQuery, extra: Partial<PropertyFilter> = {}) {
  return { ...parsePropertyQuery({ ...query, sort: "newest" }), ...extra };
}

/** "propertyType=house&city=Kumasi": the /properties query string, keys in the page's order. */
export function savedQueryString(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const key of PROPERTY_FILTER_KEYS) if (query[key]) params.set(key, query[key]);
  return params.toString();
}
