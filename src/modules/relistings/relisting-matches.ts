import type { RelistingsConfig } from "./relistings.config.js";
import type { RelistingRepository } from "./relistings.ports.js";
import { RELISTING_CANDIDATES } from "./relistings.rules.js";
import type { RelistingMatch, RelistingSource } from "./relistings.types.js";

/**
 * The check every new listing goes through, wherever it comes from (the listing form, its
 * approval, the seeds): the earlier listings its photos or its place match, kept as links.
 */
export async function findRelistings(
  links: RelistingRepository,
  source: RelistingSource,
  config: RelistingsConfig,
): Promise<RelistingMatch[]> {
  const photos = await links.photoMatches(source, config.photoMaxDistance, RELISTING_CANDIDATES);
  const places = await links.placeMatches(source, config.radiusMetres, RELISTING_CANDIDATES);
  const matches = mergeMatches(photos, places);
  if (matches.length > 0) await links.add(source, matches);
  return matches;
}

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
