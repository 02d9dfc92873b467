import type { ListingManager } from "#modules/listings/index.js";
import {
  type PhotoEvidence,
  RELISTING_STATES,
  type RelistingLink,
  type RelistingMatch,
  type RelistingRepository,
  type RelistingSource,
  type RelistingState,
} from "#modules/relistings/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  bool,
  float,
  int,
  nullable,
  oneOf,
  returnedRows,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";
import { EARTH_RADIUS_METRES, sourceOf } from "./relisting-source.js";

const photoMatchRow = rowParser("re-listing photo match", {
  earlierPropertyId: int,
  photoUrl: text,
  earlierPhotoUrl: text,
  distance: int,
});
const placeMatchRow = rowParser("re-listing place match", {
  earlierPropertyId: int,
  metres: float,
});
const linkRow = rowParser("re-listing link", {
  id: int,
  submissionId: nullable(int),
  propertyId: nullable(int),
  title: text,
  earlierPropertyId: int,
  earlierTitle: text,
  earlierListedAt: timestamp,
  earlierPublished: bool,
  photoUrl: nullable(text),
  earlierPhotoUrl: nullable(text),
  photoDistance: nullable(int),
  placeMetres: nullable(float),
  state: oneOf(...RELISTING_STATES),
  detectedAt: timestamp,
  disputedAt: nullable(timestamp),
  disputeReason: nullable(text),
  decidedAt: nullable(timestamp),
  decidedBy: nullable(text),
  decisionReason: nullable(text),
});
const idRow = rowParser("re-listing id", { id: int });

const LINK_SELECT = `
  SELECT r.id, r.submission_id AS "submissionId", r.property_id AS "propertyId",
         coalesce(p.title, s.title) AS title,
         r.earlier_property_id AS "earlierPropertyId", e.title AS "earlierTitle",
         e.created_at AS "earlierListedAt", e.published AS "earlierPublished",
         r.photo_url AS "photoUrl", r.earlier_photo_url AS "earlierPhotoUrl",
         r.photo_distance AS "photoDistance", r.place_metres::float8 AS "placeMetres",
         r.state, r.detected_at AS "detectedAt",
         r.disputed_at AS "disputedAt", r.dispute_reason AS "disputeReason",
         r.decided_at AS "decidedAt", r.decided_by AS "decidedBy",
         r.decision_reason AS "decisionReason"
    FROM listing_relistings r
    JOIN properties e ON e.id = r.earlier_property_id
    LEFT JOIN properties p ON p.id = r.property_id
    LEFT JOIN listing_submissions s ON s.id = r.submission_id`;

/**
 * Written SQL throughout (decision 95): the two matches are planner-sensitive searches (the
 * photos' Hamming distance over every stored hash, as the duplicate-photo check's; the place's
 * bounding box on the coordinates index, then the distance), the add is an INSERT … ON CONFLICT,
 * the reads join the link to both listings, and a dispute or decision is one conditional UPDATE.
 */
export class SqlRelistingRepository implements RelistingRepository {
  /** Only the manager is read: the seeds give theirs, in their transaction. */
  constructor(private readonly db: Pick<DbContext, "manager">) {}

  async photoMatches(source: RelistingSource, maxDistance: number, limit: number) {
    const { id, hashColumn, earlier } = sourceOf(source);
    const rows: unknown[] = await this.db.manager.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (h.property_id)
                h.property_id AS "earlierPropertyId", q.image_url AS "photoUrl",
                h.image_url AS "earlierPhotoUrl",
                bit_count((h.hash # q.hash)::bit(64))::int AS distance
           FROM image_hashes q
           JOIN image_hashes h ON h.property_id IS NOT NULL
           JOIN properties p ON p.id = h.property_id
          WHERE q.${hashColumn} = $1 AND ${earlier}
            AND bit_count((h.hash # q.hash)::bit(64)) <= $2
          ORDER BY h.property_id, distance, q.image_url, h.image_url) nearest
        ORDER BY distance, "earlierPropertyId" LIMIT $3`,
      [id, maxDistance, limit],
    );
    return photoMatchRow.all(rows).map(({ earlierPropertyId, ...photo }) => ({
      earlierPropertyId,
      photo: photo satisfies PhotoEvidence,
    }));
  }

  /**
   * An equirectangular distance on a sphere of the Earth's mean radius: within 25 m it is the
   * great-circle distance to a millimetre, and both databases have its functions (PGlite has no
   * PostGIS). The bounding box first lets the coordinates index find the few candidates.
   */
  async placeMatches(source: RelistingSource, radiusMetres: number, limit: number) {
    const { id, table, earlier } = sourceOf(source);
    const rows: unknown[] = await this.db.manager.query(
      `SELECT p.id AS "earlierPropertyId", d.metres
         FROM ${table} s
         CROSS JOIN LATERAL (SELECT degrees($2::float8 / ${EARTH_RADIUS_METRES}) AS lat) box
         JOIN properties p
           ON p.property_type = s.property_type
          AND p.bedrooms IS NOT DISTINCT FROM s.bedrooms
          AND p.latitude BETWEEN s.latitude - box.lat AND s.latitude + box.lat
          AND p.longitude BETWEEN s.longitude - box.lat / cos(radians(s.latitude))
                              AND s.longitude + box.lat / cos(radians(s.latitude))
         CROSS JOIN LATERAL (
           SELECT ${EARTH_RADIUS_METRES} * sqrt(
                    power(radians(p.latitude - s.latitude), 2) +
                    power(radians(p.longitude - s.longitude)
                          * cos(radians((p.latitude + s.latitude) / 2)), 2)) AS metres) d
        WHERE s.id = $1 AND ${earlier} AND d.metres <= $2::float8
        ORDER BY d.metres, p.id
        LIMIT $3`,
      [id, radiusMetres, limit],
    );
    return placeMatchRow.all(rows);
  }

  async add(source: RelistingSource, matches: readonly RelistingMatch[]): Promise<void> {
    const { id, linkColumn } = sourceOf(source);
    await this.db.manager.query(
      `INSERT INTO listing_relistings
         (${linkColumn}, earlier_property_id, photo_url, earlier_photo_url, photo_distance, place_metres)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::smallint[], $6::real[])
       ON CONFLICT (${linkColumn}, earlier_property_id) DO NOTHING`,
      [
        id,
        matches.map((m) => m.earlierPropertyId),
        matches.map((m) => m.photo?.photoUrl ?? null),
        matches.map((m) => m.photo?.earlierPhotoUrl ?? null),
        matches.map((m) => m.photo?.distance ?? null),
        matches.map((m) => m.placeMetres),
      ],
    );
  }

  async carryToProperty(submissionId: number, propertyId: number): Promise<void> {
    await this.db.manager.query(
      `UPDATE listing_relistings SET property_id = $2 WHERE submission_id = $1`,
      [submissionId, propertyId],
    );
  }

  async linksOfSubmissions(submissionIds: readonly number[]): Promise<RelistingLink[]> {
    return this.links(
      `WHERE r.submission_id = ANY($1::int[])
       ORDER BY r.photo_distance NULLS LAST, r.place_metres, r.id`,
      [[...submissionIds]],
    );
  }

  async linksManagedBy(manager: ListingManager): Promise<RelistingLink[]> {
    // The ownership rule (canManage) as a filter: the submitter's, or their agent's.
    return this.links(
      `WHERE p.owner_id = $1 OR p.agent_id = $2 ORDER BY r.detected_at DESC, r.id DESC`,
      [manager.userId, manager.agentId],
    );
  }

  async linksIn(states: readonly RelistingState[]): Promise<RelistingLink[]> {
    return this.links(`WHERE r.state = ANY($1::text[]) ORDER BY r.disputed_at, r.id`, [
      [...states],
    ]);
  }

  async findById(id: number): Promise<RelistingLink | null> {
    const [link] = await this.links("WHERE r.id = $1", [id]);
    return link ?? null;
  }

  async dispute(id: number, by: { userId: number; at: Date; reason: string }): Promise<boolean> {
    const result: unknown = await this.db.manager.query(
      `UPDATE listing_relistings
          SET state = 'disputed', disputed_by = $2, disputed_at = $3, dispute_reason = $4
        WHERE id = $1 AND state = 'linked'
        RETURNING id`,
      [id, by.userId, by.at, by.reason],
    );
    return idRow.all(returnedRows(result)).length === 1;
  }

  async decide(
    id: number,
    decision: { state: "upheld" | "removed"; by: string; at: Date; reason: string },
  ): Promise<boolean> {
    const result: unknown = await this.db.manager.query(
      `UPDATE listing_relistings
          SET state = $2, decided_by = $3, decided_at = $4, decision_reason = $5
        WHERE id = $1 AND state IN ('linked', 'disputed')
        RETURNING id`,
      [id, decision.state, decision.by, decision.at, decision.reason],
    );
    return idRow.all(returnedRows(result)).length === 1;
  }

  private async links(where: string, params: unknown[]): Promise<RelistingLink[]> {
    const rows: unknown[] = await this.db.manager.query(`${LINK_SELECT} ${where}`, params);
    return linkRow.all(rows).map(({ photoUrl, earlierPhotoUrl, photoDistance, ...link }) => ({
      ...link,
      photo:
        photoUrl !== null && earlierPhotoUrl !== null && photoDistance !== null
          ? { photoUrl, earlierPhotoUrl, distance: photoDistance }
          : null,
    }));
  }
}
