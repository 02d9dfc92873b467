import fs from "node:fs/promises";
import path from "node:path";
import type { EntityManager } from "typeorm";
import { SharpPhashImageHasher } from "../src/adapters/images/sharp-phash-image-hasher.js";
import { SEED_IMAGE_ROOT } from "./data/image-urls.js";
import { PHOTO_HASHES } from "./data/photo-hashes.js";

const hasher = new SharpPhashImageHasher();

/**
 * A seeded photo's perceptual hash: from the manifest `npm run seed:images` writes, else
 * computed from its file under public/ (null: a flat picture).
 */
export async function hashPublicImage(url: string): Promise<bigint | null> {
  const known = PHOTO_HASHES[url];
  if (known !== undefined) return BigInt(known);
  return hasher.hash(await fs.readFile(path.resolve("public", `.${url}`)));
}

/**
 * Gives every photo of the seeded properties its perceptual hash (decision 14). Only the
 * (property, photo) pairs without one are stored, so a second run writes nothing; a photo a
 * property no longer shows loses its hash. The seed pictures are drawn deterministically and
 * their hashes written beside them, so a URL keeps its content and its hash.
 */
export async function seedPropertyPhotoHashes(
  manager: EntityManager,
  propertyIds: readonly number[],
): Promise<number> {
  await manager.query(
    `DELETE FROM image_hashes h USING properties p
      WHERE h.property_id = p.id AND p.id = ANY($1::int[]) AND NOT (h.image_url = ANY(p.images))`,
    [propertyIds],
  );
  const missing: Array<{ id: number; url: string }> = await manager.query(
    `SELECT p.id, u.url FROM properties p CROSS JOIN LATERAL unnest(p.images) AS u(url)
      WHERE p.id = ANY($1::int[]) AND NOT EXISTS
        (SELECT 1 FROM image_hashes h WHERE h.property_id = p.id AND h.image_url = u.url)`,
    [propertyIds],
  );
  const known: Map<string, string | null> = await seededHashes(manager);
  const rows: Array<{ id: number; url: string; hash: string }> = [];
  for (const { id, url } of missing) {
    if (!known.has(url)) known.set(url, (await hashPublicImage(url))?.toString() ?? null);
    const hash = known.get(url);
    if (hash) rows.push({ id, url, hash });
  }
  if (rows.length > 0) {
    await manager.query(
      `INSERT INTO image_hashes (property_id, image_url, hash)
       SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[])`,
      [rows.map((r) => r.id), rows.map((r) => r.url), rows.map((r) => r.hash)],
    );
  }
  return rows.length;
}

/**
 * Synthetic listings (`seed --count N`) reuse the seeded pictures, so they share their
 * hashes: copied in one statement, no image is read again.
 */
export async function copyPhotoHashes(manager: EntityManager, afterId: number): Promise<void> {
  const known = await seededHashes(manager);
  await manager.query(
    `INSERT INTO image_hashes (property_id, image_url, hash)
     SELECT p.id, u.url, k.hash
       FROM properties p CROSS JOIN LATERAL unnest(p.images) AS u(url)
       JOIN unnest($2::text[], $3::bigint[]) AS k(url, hash) ON k.url = u.url
      WHERE p.id > $1`,
    [afterId, [...known.keys()], [...known.values()]],
  );
}

/** URL → hash of the photos already hashed, one per URL. */
export async function seededHashes(manager: EntityManager): Promise<Map<string, string>> {
  const rows: Array<{ image_url: string; hash: string }> = await manager.query(
    `SELECT DISTINCT ON (image_url) image_url, hash::text AS hash FROM image_hashes
      WHERE property_id IS NOT NULL AND starts_with(image_url, $1)
      ORDER BY image_url, id`,
    [`${SEED_IMAGE_ROOT}/`],
  );
  return new Map(rows.map((r) => [r.image_url, r.hash]));
}
