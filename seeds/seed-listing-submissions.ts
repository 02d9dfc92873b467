import type { EntityManager } from "typeorm";
import { ListingSubmissionEntity } from "../src/adapters/modules/listing-submissions/listing-submission.entity.js";
import {
  hammingDistance,
  PHOTO_MATCH_MAX_DISTANCE,
} from "../src/modules/listing-submissions/index.js";
import { type ListingSubmissionSeed, listingSubmissions } from "./data/listing-submissions.js";
import { hashPublicImage } from "./seed-photo-hashes.js";
import { seedRelistings } from "./seed-relistings.js";
import { daysBefore, type SeedRow, seedPrice } from "./seed-rows.js";
import { existingKeys, type SeedCounts, upsertRows } from "./upsert-rows.js";

interface SeededPhoto {
  url: string;
  hash: bigint | null;
  match: { propertyId: number; matchedImageUrl: string; distance: number } | null;
}

const keyOf = (title: string, email: string) => `${title}\u0000${email.toLowerCase()}`;

/**
 * Seeds the listing submissions waiting for review. A new one is held when one of its photos
 * is within the match distance of the seeded listing photo it copies; its hashes and that
 * match are stored as an upload would store them. A second run refreshes the text only:
 * the status and the photo records belong to the admin's review by then.
 */
export async function seedListingSubmissions(
  manager: EntityManager,
  now: Date,
): Promise<SeedCounts> {
  const existing = await existingKeys<{ id: number; title: string; contact_email: string }>(
    manager,
    "SELECT id, title, contact_email FROM listing_submissions ORDER BY id",
    (row) => keyOf(row.title, row.contact_email),
  );
  const fresh = listingSubmissions.filter((s) => !existing.has(keyOf(s.title, s.contactEmail)));
  const photosOf = new Map<ListingSubmissionSeed, SeededPhoto[]>();
  for (const seed of fresh) photosOf.set(seed, await seededPhotos(manager, seed));
  const result = await upsertRows(
    manager,
    ListingSubmissionEntity,
    listingSubmissions.map((seed, i) => submissionRow(seed, i + 1, now, photosOf.get(seed))),
    existing,
  );
  const added: number[] = [];
  for (const [seed, photos] of photosOf) {
    const id = result.ids.get(keyOf(seed.title, seed.contactEmail)) as number;
    added.push(id);
    for (const { url, hash, match } of photos) {
      if (hash === null) continue;
      await manager.query(
        "INSERT INTO image_hashes (submission_id, image_url, hash) VALUES ($1, $2, $3)",
        [id, url, hash.toString()],
      );
      if (match) {
        await manager.query(
          `INSERT INTO listing_photo_matches
             (submission_id, image_url, property_id, matched_image_url, distance)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, url, match.propertyId, match.matchedImageUrl, match.distance],
        );
      }
    }
  }
  // Each seeded submission copies a seeded listing's photo: the same place, listed before.
  await seedRelistings(
    manager,
    added.map((submissionId) => ({ submissionId })),
  );
  return { inserted: result.inserted, updated: result.updated };
}

function submissionRow(
  seed: ListingSubmissionSeed,
  position: number,
  now: Date,
  photos: SeededPhoto[] | undefined,
): SeedRow<ListingSubmissionEntity> {
  const { submittedDaysAgo, photos: _, ...columns } = seed;
  return {
    key: keyOf(seed.title, seed.contactEmail),
    fields: {
      ...columns,
      price: seedPrice(seed.price, { listingType: "sale", priceCurrency: "GHS" }, seed.title),
      contactEmail: seed.contactEmail.toLowerCase(),
      listingType: "sale",
      images: seed.photos.map((p) => p.url),
    },
    firstTimeOnly: {
      status: photos?.some((p) => p.match) ? "held" : "pending",
      createdAt: daysBefore(now, submittedDaysAgo, position),
    },
  };
}

/** Each photo's hash, and its distance to the seeded listing photo it copies. */
async function seededPhotos(
  manager: EntityManager,
  seed: ListingSubmissionSeed,
): Promise<SeededPhoto[]> {
  const photos: SeededPhoto[] = [];
  for (const { url, copyOf } of seed.photos) {
    const hash = await hashPublicImage(url);
    const [original]: Array<{ property_id: number; hash: string }> = await manager.query(
      `SELECT property_id, hash::text AS hash FROM image_hashes
        WHERE image_url = $1 AND property_id IS NOT NULL ORDER BY property_id LIMIT 1`,
      [copyOf],
    );
    const distance = hash !== null && original ? hammingDistance(hash, BigInt(original.hash)) : 64;
    const match =
      original && distance <= PHOTO_MATCH_MAX_DISTANCE
        ? { propertyId: Number(original.property_id), matchedImageUrl: copyOf, distance }
        : null;
    photos.push({ url, hash, match });
  }
  return photos;
}
