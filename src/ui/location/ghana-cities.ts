export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface GhanaCity extends Coordinates {
  city: string;
  region: string;
}

/** Spec §9: the 11 cities a visitor's position is matched to, with their regions. */
export const GHANA_CITIES: readonly GhanaCity[] = [
  { city: "Accra", region: "Greater Accra", latitude: 5.6037, longitude: -0.187 },
  { city: "Tema", region: "Greater Accra", latitude: 5.6698, longitude: -0.0166 },
  { city: "Kumasi", region: "Ashanti", latitude: 6.6885, longitude: -1.6244 },
  { city: "Takoradi", region: "Western", latitude: 4.8986, longitude: -1.7603 },
  { city: "Cape Coast", region: "Central", latitude: 5.1053, longitude: -1.2466 },
  { city: "Tamale", region: "Northern", latitude: 9.4008, longitude: -0.8393 },
  { city: "Ho", region: "Volta", latitude: 6.6008, longitude: 0.4713 },
  { city: "Koforidua", region: "Eastern", latitude: 6.094, longitude: -0.2591 },
  { city: "Sunyani", region: "Brong Ahafo", latitude: 7.3349, longitude: -2.3123 },
  { city: "Bolgatanga", region: "Upper East", latitude: 10.7856, longitude: -0.8514 },
  { city: "Wa", region: "Upper West", latitude: 10.0601, longitude: -2.5099 },
];

/** Where the location banner falls back to when the browser cannot say (spec §4). */
export const FALLBACK_PLACE = { city: "Accra", region: "Greater Accra", country: "Ghana" } as const;
