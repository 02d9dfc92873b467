import type { ImageHashRepository } from "#modules/listing-submissions/photo-matches.ports.js";
import type {
  HashedPhoto,
  PhotoMatch,
  PhotoMatchCandidate,
} from "#modules/listing-submissions/photo-matches.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, rowParser, text } from "../../persistence/row-parser.js";

const MATCH_COLUMNS = `p.id AS "propertyId", p.title AS "propertyTitle",
  a.name AS "agentName", a.email AS "agentEmail"`;
/** The columns of MATCH_COLUMNS, with the two photos and how far apart they are. */
const MATCH_ROW = {
  imageUrl: text,
  matchedImageUrl: text,
  propertyId: int,
  propertyTitle: text,
  agentName: nullable(text),
  agentEmail: nullable(text),
  distance: int,
};
const candidateRow = rowParser("photo match candidate", {
  ...MATCH_ROW,
  ownerId: nullable(int),
  agentId: nullable(int),
});
const recordedMatchRow = rowParser("recorded photo match", { ...MATCH_ROW, submissionId: int });

/**
 * Hamming distance in SQL: `bit_count((a # b)::bit(64))` (PostgreSQL 14+). Every check scans
 * all property photos — milliseconds at today's size; at a million listings it wants an index
 * such as a BK-tree or multi-index hashing (decision 14).
 */
export class SqlImageHashRepository implements ImageHashRepository {
  constructor(private readonly db: DbContext) {}

  async findNear(
    photos: readonly HashedPhoto[],
    maxDistance: number,
    limit: number,
  ): Promise<PhotoMatchCandidate[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT * FROM (
         SELECT q.url AS "imageUrl", h.image_url AS "matchedImageUrl", ${MATCH_COLUMNS},
                p.owner_id AS "ownerId", p.agent_id AS "agentId",
                bit_count((h.hash # q.hash)::bit(64))::int AS distance
           FROM unnest($1::text[], $2::bigint[]) AS q(url, hash)
           CROSS JOIN image_hashes h
           JOIN properties p ON p.id = h.property_id
           LEFT JOIN agents a ON a.id = p.agent_id) near
        WHERE distance <= $3
        ORDER BY distance, "propertyId" DESC, "imageUrl"
        LIMIT $4`,
      [photos.map((p) => p.url), photos.map((p) => p.hash.toString()), maxDistance, limit],
    );
    return candidateRow.all(rows);
  }

  async addToSubmission(submissionId: number, photos: readonly HashedPhoto[]): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO image_hashes (image_url, hash, submission_id)
       SELECT url, hash, $3 FROM unnest($1::text[], $2::bigint[]) AS q(url, hash)`,
      [photos.map((p) => p.url), photos.map((p) => p.hash.toString()), submissionId],
    );
  }

  async addToProperty(propertyId: number, photos: readonly HashedPhoto[]): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO image_hashes (image_url, hash, property_id)
       SELECT url, hash, $3 FROM unnest($1::text[], $2::bigint[]) AS q(url, hash)`,
      [photos.map((p) => p.url), photos.map((p) => p.hash.toString()), propertyId],
    );
  }

  async removeFromProperty(propertyId: number, urls: readonly string[]): Promise<void> {
    await this.db.manager.query(
      `DELETE FROM image_hashes WHERE property_id = $1 AND image_url = ANY($2::text[])`,
      [propertyId, [...urls]],
    );
  }

  async moveToProperty(submissionId: number, propertyId: number): Promise<void> {
    await this.db.manager.query(
      `UPDATE image_hashes SET property_id = $2, submission_id = NULL WHERE submission_id = $1`,
      [submissionId, propertyId],
    );
  }

  async recordMatches(submissionId: number, matches: readonly PhotoMatch[]): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO listing_photo_matches
         (submission_id, image_url, property_id, matched_image_url, distance)
       SELECT $1, * FROM unnest($2::text[], $3::int[], $4::text[], $5::smallint[])`,
      [
        submissionId,
        matches.map((m) => m.imageUrl),
        matches.map((m) => m.propertyId),
        matches.map((m) => m.matchedImageUrl),
        matches.map((m) => m.distance),
      ],
    );
  }

  async matchesOf(submissionIds: readonly number[]): Promise<Map<number, PhotoMatch[]>> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT m.submission_id AS "submissionId", m.image_url AS "imageUrl",
              m.matched_image_url AS "matchedImageUrl", m.distance, ${MATCH_COLUMNS}
         FROM listing_photo_matches m
         JOIN properties p ON p.id = m.property_id
         LEFT JOIN agents a ON a.id = p.agent_id
        WHERE m.submission_id = ANY($1::int[])
        ORDER BY m.distance, m.id`,
      [[...submissionIds]],
    );
    const bySubmission = new Map<number, PhotoMatch[]>();
    for (const { submissionId, ...match } of recordedMatchRow.all(rows)) {
      const list = bySubmission.get(submissionId) ?? [];
      list.push(match);
      bySubmission.set(submissionId, list);
    }
    return bySubmission;
  }
}
