import { type Coordinates, GHANA_CITIES, type GhanaCity } from "./ghana-cities.js";

/** Spec §9: the great-circle distance uses a 6371 km Earth radius. */
export const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine formula). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The one of the 11 cities closest to a point. */
export function nearestCity(point: Coordinates, cities = GHANA_CITIES): GhanaCity {
  let best = cities[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const d = distanceKm(point, city);
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Ghana's bounding box. It takes in slivers of Togo, Côte d'Ivoire and Burkina Faso near the
 * borders; a visitor there is still shown the nearest Ghana city, which suits them anyway.
 */
export const GHANA_BOUNDS = { south: 4.5, north: 11.2, west: -3.3, east: 1.3 } as const;

export function isInGhana({ latitude, longitude }: Coordinates): boolean {
  return (
    latitude >= GHANA_BOUNDS.south &&
    latitude <= GHANA_BOUNDS.north &&
    longitude >= GHANA_BOUNDS.west &&
    longitude <= GHANA_BOUNDS.east
  );
}
