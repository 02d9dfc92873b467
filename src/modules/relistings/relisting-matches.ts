import type { RelistingMatch } from "./relistings.types.js";

/**
 * One match per earlier listing, with what each signal found: the nearest pair of photos, the
 * distance between the two places. Listings are kept in the order first found (photos first).
 */
export function mergeMatches(
  photos: ReadonlyArray<Pick<RelistingMatch, "earlierPropertyId" | "photo">>,
  places: ReadonlyArray<{ earlierPropertyId: number; metres: number }>,
): RelistingMatch[] {
  const byListing = new Map<number, RelistingMatch>();
  for (const { earlierPropertyId, photo } of photos) {
    byListing.set(earlierPropertyId, { earlierPropertyId, photo, placeMetres: null });
  }
  for (const { earlierPropertyId, metres } of places) {
    const found = byListing.get(earlierPropertyId);
    if (found) found.placeMetres = metres;
    else byListing.set(earlierPropertyId, { earlierPropertyId, photo: null, placeMetres: metres });
  }
  return [...byListing.values()];
}
