import type { RelistingSource } from "#modules/relistings/index.js";

/** The Earth's mean radius (IUGG), in metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/**
 * Where a check's new listing is stored, and which listings came before it: for a submission
 * being sent, every stored listing; for a stored listing, those listed before it (by the day
 * listed, then by id). `p` is the candidate earlier listing in the statements that use this.
 */
export function sourceOf(source: RelistingSource) {
  if ("submissionId" in source) {
    return {
      id: source.submissionId,
      table: "listing_submissions",
      hashColumn: "submission_id",
      linkColumn: "submission_id",
      earlier: "true",
    } as const;
  }
  return {
    id: source.propertyId,
    table: "properties",
    hashColumn: "property_id",
    linkColumn: "property_id",
    earlier: `(p.created_at, p.id) < (SELECT created_at, id FROM properties WHERE id = $1)`,
  } as const;
}
