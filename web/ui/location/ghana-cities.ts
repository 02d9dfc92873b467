import { CITY_REGIONS } from "#modules/listing-submissions/ghana-places.js";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface GhanaCity extends Coordinates {
  city: string;
  region: string;
}

// The region of each city is the listings module's (one map for the whole app); only the
// coordinates belong to the location banner.
const POSITIONS: readonly [city: string, latitude: number, longitude: number][] = [
  ["Accra", 5.6037, -0.187],
  ["Tema", 5.6698, -0.0166],
  ["Kumasi", 6.6885, -1.6244],
  ["Takoradi", 4.8986, -1.7603],
  ["Cape Coast", 5.1053, -1.2466],
  ["Tamale", 9.4008, -0.8393],
  ["Ho", 6.6008, 0.4713],
  ["Koforidua", 6.094, -0.2591],
  ["Sunyani", 7.3349, -2.3123],
  ["Bolgatanga", 10.7856, -0.8514],
  ["Wa", 10.0601, -2.5099],
];

/** Spec §9: the 11 cities a visitor's position is matched to, with their regions. */
export const GHANA_CITIES: readonly GhanaCity[] = POSITIONS.map(([city, latitude, longitude]) => ({
  city,
  region: CITY_REGIONS[city] ?? "",
  latitude,
  longitude,
}));

/** Where the location banner falls back to when the browser cannot say (spec §4). */
export const FALLBACK_PLACE = { city: "Accra", region: "Greater Accra", country: "Ghana" } as const;
