import type { SavedSearchQuery } from "./saved-searches.types.js";

const PLURALS: Record<string, string> = {
  apartment: "apartments",
  house: "houses",
  commercial: "commercial properties",
  land: "land",
  "student-hostel": "student hostels",
};

function shortCedis(text: string): string {
  const n = Number(text.replace(/,/g, ""));
  if (!Number.isFinite(n)) return `GH₵ ${text}`;
  if (n >= 1_000_000) return `GH₵ ${Number((n / 1_000_000).toFixed(1))}M`;
  if (n >= 1_000) return `GH₵ ${Math.round(n / 1_000)}K`;
  return `GH₵ ${n}`;
}

/**
 * A name for a search in words, the default of the "Save this search" form:
 * "3-bed houses for sale in Kumasi under GH₵ 500K". Pure, so the browser can use it too.
 */
export function describeSearch(query: SavedSearchQuery): string {
  const beds = query.bedrooms?.replace(/\+$/, "");
  const kind = PLURALS[query.propertyType ?? ""] ?? query.propertyType ?? "properties";
  const bedWords = beds === "4" ? "4+ bed" : `${beds}-bed`;
  const parts = [beds ? `${bedWords} ${kind}` : kind];
  if (query.type === "sale") parts.push("for sale");
  if (query.type === "rent") parts.push("to rent");
  const place = query.city ?? query.region;
  if (place) parts.push(`in ${place}`);
  if (query.search) parts.push(`matching "${query.search}"`);
  if (query.minPrice && query.maxPrice)
    parts.push(`from ${shortCedis(query.minPrice)} to ${shortCedis(query.maxPrice).slice(4)}`);
  else if (query.maxPrice) parts.push(`under ${shortCedis(query.maxPrice)}`);
  else if (query.minPrice) parts.push(`from ${shortCedis(query.minPrice)}`);
  const text = parts.join(" ");
  const name = text.charAt(0).toUpperCase() + text.slice(1);
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}
