import type { ListingRegion } from "../listings/index.js";

/** The 11 cities of spec §9 (and Kasoa) with their regions, to place a submitted listing. */
export const CITY_REGIONS: Record<string, ListingRegion> = {
  Accra: "Greater Accra",
  Tema: "Greater Accra",
  Kumasi: "Ashanti",
  Takoradi: "Western",
  "Cape Coast": "Central",
  Kasoa: "Central",
  Tamale: "Northern",
  Ho: "Volta",
  Koforidua: "Eastern",
  Sunyani: "Brong Ahafo",
  Bolgatanga: "Upper East",
  Wa: "Upper West",
};

/**
 * A submission gives a free-text location ("Ahodwo, Kumasi"); the search needs a city and a
 * region. A known city named in the text wins; otherwise the last part of the text is the city.
 */
export function placeOf(location: string, city?: string | null, region?: string | null) {
  const known = Object.keys(CITY_REGIONS).find((c) =>
    new RegExp(`\\b${c}\\b`, "i").test(city || location),
  );
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const resolvedCity = city || known || parts[parts.length - 1] || location;
  return {
    city: resolvedCity,
    region: region || (known ? CITY_REGIONS[known] : undefined) || "Greater Accra",
  };
}
