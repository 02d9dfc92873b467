import type { EntityManager } from "typeorm";
import { SqlRelistingRepository } from "../src/adapters/modules/relistings/sql-relisting.repository.js";
import { PHOTO_MATCH_MAX_DISTANCE } from "../src/modules/listing-submissions/index.js";
import {
  findRelistings,
  RELISTING_RADIUS_METRES,
  type RelistingSource,
} from "../src/modules/relistings/index.js";

const CONFIG = {
  photoMaxDistance: PHOTO_MATCH_MAX_DISTANCE,
  radiusMetres: RELISTING_RADIUS_METRES,
};

/**
 * The re-listing check (decision 102) for seeded listings and submissions this run added, in the
 * order given, once their photos' hashes are stored: seeded rows skip the listing form and its
 * approval, where the app checks a new listing, so the seeding runs the same check. Only for the
 * rows the seed data says repeat another: the seed's pictures are drawn from a few scenes, and
 * several drawn interiors are within the photo threshold of each other, which real photos of
 * different homes are not. A rerun adds none. Returns how many were linked.
 */
export async function seedRelistings(
  manager: EntityManager,
  sources: readonly RelistingSource[],
): Promise<number> {
  const links = new SqlRelistingRepository({ manager });
  let linked = 0;
  for (const source of sources) {
    if ((await findRelistings(links, source, CONFIG)).length > 0) linked++;
  }
  return linked;
}
