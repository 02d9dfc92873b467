import type { Coordinates } from "./ghana-cities.js";

/** Spec §9: the resolved location is kept in local storage under this key for one hour. */
export const LOCATION_CACHE_KEY = "user-location";
export const LOCATION_CACHE_MS = 3_600_000;

/** Spec §3 cached location, with when it was found. */
export interface CachedLocation extends Coordinates {
  city: string;
  region: string;
  country: string;
  timestamp: number;
}

/** Local storage can be missing or throw (private browsing, storage disabled): then no cache. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The cached location when it is under an hour old and well formed; otherwise null. */
export function readCachedLocation(now = Date.now()): CachedLocation | null {
  try {
    const raw = storage()?.getItem(LOCATION_CACHE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as Partial<CachedLocation>;
    if (
      typeof cached.timestamp !== "number" ||
      typeof cached.city !== "string" ||
      typeof cached.region !== "string" ||
      typeof cached.country !== "string" ||
      typeof cached.latitude !== "number" ||
      typeof cached.longitude !== "number"
    ) {
      return null;
    }
    const age = now - cached.timestamp;
    return age >= 0 && age < LOCATION_CACHE_MS ? (cached as CachedLocation) : null;
  } catch {
    return null;
  }
}

export function writeCachedLocation(location: Omit<CachedLocation, "timestamp">, now = Date.now()) {
  try {
    storage()?.setItem(LOCATION_CACHE_KEY, JSON.stringify({ ...location, timestamp: now }));
  } catch {
    // a full or disabled storage only costs a new lookup next time
  }
}

export function clearCachedLocation() {
  try {
    storage()?.removeItem(LOCATION_CACHE_KEY);
  } catch {
    // nothing cached then
  }
}
