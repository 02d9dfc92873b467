import type { EntityManager } from "typeorm";
import { SqlRelistingRepository } from "../src/adapters/modules/relistings/sql-relisting.repository.js";
import { PHOTO_MATCH_MAX_DISTANCE } from "../src/modules/listing-submissions/index.js";
import { findRelistings, RELISTING_RADIUS_METRES } from "../src/modules/relistings/index.js";

/**
 * The re-listing check for the seeded listings that list an earlier one's place again (decision
 * 102), added by this run: seeded listings skip the listing form and its approval, where the app
 * checks a new listing, so the seeding runs the same check once their photos' hashes are stored.
 * Only those: the seed's pictures are drawn from a few scenes, and several drawn interiors are
 * within the photo threshold of each other, which real photos of different homes are not. A
 * rerun adds none. Returns how many were linked.
 */
export async function seedRelistings(
  manager: EntityManager,
  insertedIds: readonly number[],
): Promise<number> {
  const links = new SqlRelistingRepository({ manager });
  const config = {
    photoMaxDistance: PHOTO_MATCH_MAX_DISTANCE,
    radiusMetres: RELISTING_RADIUS_METRES,
  };
  const rows: Array<{ id: number }> = await manager.query(
    "SELECT id FROM properties WHERE id = ANY($1::int[]) ORDER BY created_at, id",
    [[...insertedIds]],
  );
  let linked = 0;
  for (const { id } of rows) {
    if ((await findRelistings(links, { propertyId: Number(id) }, config)).length > 0) linked++;
  }
  return linked;
}
