import { isInGhana, nearestCity } from "./geo.js";
import { type Coordinates, FALLBACK_PLACE } from "./ghana-cities.js";
import {
  type CachedLocation,
  clearCachedLocation,
  readCachedLocation,
  writeCachedLocation,
} from "./location-cache.js";

/** Spec §9: low accuracy, 10 s timeout, a position up to 10 minutes old will do. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 600_000,
};

/** Spec §8 location errors, word for word. */
export const LOCATION_ERRORS = {
  unsupported: "Geolocation is not supported by this browser",
  denied: "Location access denied by user",
  unavailable: "Location information unavailable",
  timeout: "Location request timed out",
  unknown: "Unable to retrieve location",
  refresh: "Failed to get current location",
} as const;

/** What a visitor outside Ghana is recorded as; the in-Ghana flag follows from it. */
export const OUTSIDE_GHANA = "International";

/** Spec §3 location info as displayed. */
export interface LocationInfo {
  city: string;
  region: string;
  country: string;
  isLoading: boolean;
  error: string | null;
  isInGhana: boolean;
}

export const DETECTING: LocationInfo = {
  city: "",
  region: "",
  country: "",
  isLoading: true,
  error: null,
  isInGhana: false,
};

type Place = Omit<CachedLocation, "timestamp">;

/** A point in Ghana is named by its nearest city; elsewhere the default market is Accra's. */
export function placeOf(point: Coordinates): Place {
  const { latitude, longitude } = point;
  if (!isInGhana(point)) return { latitude, longitude, ...FALLBACK_PLACE, country: OUTSIDE_GHANA };
  const { city, region } = nearestCity(point);
  return { latitude, longitude, city, region, country: "Ghana" };
}

/** The spec §8 text for a GeolocationPositionError (codes 1, 2, 3) or anything else. */
export function locationErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 1) return LOCATION_ERRORS.denied;
  if (code === 2) return LOCATION_ERRORS.unavailable;
  if (code === 3) return LOCATION_ERRORS.timeout;
  return LOCATION_ERRORS.unknown;
}

function resolved(place: Omit<Place, "latitude" | "longitude">): LocationInfo {
  const { city, region, country } = place;
  return { city, region, country, isLoading: false, error: null, isInGhana: country === "Ghana" };
}

/** Spec §4: on error the city falls back to Accra, Greater Accra, Ghana. */
export function failedLocation(error: string): LocationInfo {
  return { ...FALLBACK_PLACE, isLoading: false, error, isInGhana: true };
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS),
  );
}

/**
 * Finds the visitor's city in the browser: from the hour-long cache, else from the browser's
 * geolocation (which is never sent to the server). `manual` is the refresh button: it skips
 * the cache and words a failure as spec §8's refresh message.
 */
export async function detectLocation({ manual = false } = {}): Promise<LocationInfo> {
  if (manual) clearCachedLocation();
  else {
    const cached = readCachedLocation();
    if (cached) return resolved(cached);
  }
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geolocation) return failedLocation(LOCATION_ERRORS.unsupported);
  try {
    const { coords } = await currentPosition(geolocation);
    const place = placeOf(coords);
    writeCachedLocation(place);
    return resolved(place);
  } catch (error) {
    return failedLocation(manual ? LOCATION_ERRORS.refresh : locationErrorMessage(error));
  }
}
