/** @jest-environment jsdom */
import {
  detectLocation,
  GEOLOCATION_OPTIONS,
  LOCATION_ERRORS,
} from "#web/ui/location/detect-location.js";
import {
  LOCATION_CACHE_KEY,
  LOCATION_CACHE_MS,
  readCachedLocation,
} from "#web/ui/location/location-cache.js";
import { installGeolocation, KUMASI, LONDON, removeGeolocation } from "./geolocation.fakes.js";

const NOW = new Date("2026-11-20T10:00:00Z").getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("detectLocation", () => {
  it("asks the browser with low accuracy, a 10 s timeout and a 10 minute maximum age", async () => {
    const geolocation = installGeolocation(KUMASI);
    await detectLocation();
    expect(geolocation.mock.calls[0][2]).toEqual({
      enableHighAccuracy: false,
      timeout: 10000,
      maximumAge: 600000,
    });
    expect(GEOLOCATION_OPTIONS.maximumAge).toBe(600_000);
  });

  it("resolves to the nearest city and caches it under 'user-location' with a timestamp", async () => {
    installGeolocation(KUMASI);
    expect(await detectLocation()).toEqual({
      city: "Kumasi",
      region: "Ashanti",
      country: "Ghana",
      isLoading: false,
      error: null,
      isInGhana: true,
    });
    expect(JSON.parse(localStorage.getItem(LOCATION_CACHE_KEY) ?? "null")).toEqual({
      ...KUMASI,
      city: "Kumasi",
      region: "Ashanti",
      country: "Ghana",
      timestamp: NOW,
    });
  });

  it("marks a visitor outside Ghana as not in Ghana", async () => {
    installGeolocation(LONDON);
    const found = await detectLocation();
    expect(found.isInGhana).toBe(false);
    expect(found.error).toBeNull();
    expect(found.country).not.toBe("Ghana");
  });

  it("uses the cache for an hour, then asks the browser again", async () => {
    const geolocation = installGeolocation(KUMASI);
    await detectLocation();
    expect(geolocation).toHaveBeenCalledTimes(1);

    jest.setSystemTime(NOW + LOCATION_CACHE_MS - 1);
    expect((await detectLocation()).city).toBe("Kumasi");
    expect(geolocation).toHaveBeenCalledTimes(1);

    jest.setSystemTime(NOW + LOCATION_CACHE_MS);
    expect(readCachedLocation()).toBeNull();
    await detectLocation();
    expect(geolocation).toHaveBeenCalledTimes(2);
    expect(LOCATION_CACHE_MS).toBe(3_600_000);
  });

  it("ignores a cache it cannot read", async () => {
    localStorage.setItem(LOCATION_CACHE_KEY, "{not json");
    const geolocation = installGeolocation(KUMASI);
    expect((await detectLocation()).city).toBe("Kumasi");
    expect(geolocation).toHaveBeenCalledTimes(1);
  });

  it.each([
    [1, "Location access denied by user"],
    [2, "Location information unavailable"],
    [3, "Location request timed out"],
    [99, "Unable to retrieve location"],
  ])("falls back to Accra, Greater Accra, Ghana on error code %i: '%s'", async (code, text) => {
    installGeolocation({ code });
    expect(await detectLocation()).toEqual({
      city: "Accra",
      region: "Greater Accra",
      country: "Ghana",
      isLoading: false,
      error: text,
      isInGhana: true,
    });
    expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull();
  });

  it("says when the browser has no geolocation", async () => {
    removeGeolocation();
    const found = await detectLocation();
    expect(found.error).toBe("Geolocation is not supported by this browser");
    expect(found.city).toBe("Accra");
  });

  it("on a manual refresh skips the cache and words a failure 'Failed to get current location'", async () => {
    const geolocation = installGeolocation(KUMASI, { code: 1 });
    await detectLocation();
    const refreshed = await detectLocation({ manual: true });
    expect(geolocation).toHaveBeenCalledTimes(2);
    expect(refreshed.error).toBe(LOCATION_ERRORS.refresh);
    expect(refreshed.error).toBe("Failed to get current location");
    expect(refreshed.city).toBe("Accra");
    expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull();
  });
});
