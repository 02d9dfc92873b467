import { canManage, type ListingManager, type ListingOwnership } from "../listings/index.js";
import type { ImageHasher, ImageHashRepository } from "./photo-matches.ports.js";
import {
  type HashedPhoto,
  type ListingSubmitter,
  PHOTO_MATCH_MAX_DISTANCE,
  type PhotoMatch,
} from "./photo-matches.types.js";

/** Nearest stored photos read per check; enough to see past the submitter's own listings. */
const CANDIDATES = 50;
/** Matches kept per uploaded photo: the admin needs the evidence, not every copy of it. */
const MATCHES_PER_PHOTO = 3;

/**
 * A new listing whose photo is already another agent's listing photo is held for
 * review. "Another's" is decided by the one ownership rule (canManage) for the signed-in
 * submitter with their linked agent; a contact e-mail proves nothing (decision 43).
 */
export class DuplicatePhotoCheck {
  constructor(
    private readonly hasher: ImageHasher,
    private readonly hashes: ImageHashRepository,
    private readonly ownership: ListingOwnership,
  ) {}

  /** Each image's hash (null: too plain to fingerprint); done before any transaction opens. */
  async fingerprint(contents: readonly Buffer[]): Promise<Array<bigint | null>> {
    const hashes: Array<bigint | null> = [];
    for (const content of contents) hashes.push(await this.hasher.hash(content));
    return hashes;
  }

  /** The published listings of others that show one of these photos, nearest first. */
  async othersListingsMatching(
    submitter: ListingSubmitter,
    photos: readonly HashedPhoto[],
  ): Promise<PhotoMatch[]> {
    if (photos.length === 0) return [];
    const candidates = await this.hashes.findNear(photos, PHOTO_MATCH_MAX_DISTANCE, CANDIDATES);
    if (candidates.length === 0) return [];
    const managers = await this.managersOf(submitter);
    const kept = new Map<string, number>();
    const matches: PhotoMatch[] = [];
    for (const { ownerId, agentId, ...match } of candidates) {
      if (managers.some((m) => canManage(m, { ownerId, agentId }))) continue;
      const count = kept.get(match.imageUrl) ?? 0;
      if (count >= MATCHES_PER_PHOTO) continue;
      kept.set(match.imageUrl, count + 1);
      matches.push(match);
    }
    return matches;
  }

  /** Keeps the submission's photo hashes and the matches that held it. */
  async record(
    submissionId: number,
    photos: readonly HashedPhoto[],
    matches: readonly PhotoMatch[],
  ): Promise<void> {
    if (photos.length > 0) await this.hashes.addToSubmission(submissionId, photos);
    if (matches.length > 0) await this.hashes.recordMatches(submissionId, matches);
  }

  /** Photos that went live on a listing straight from Manage Listings (decision 52). */
  async recordForProperty(propertyId: number, photos: readonly HashedPhoto[]): Promise<void> {
    if (photos.length > 0) await this.hashes.addToProperty(propertyId, photos);
  }

  /** A photo taken off a listing no longer counts against later uploads. */
  forgetForProperty(propertyId: number, urls: readonly string[]): Promise<void> {
    return this.hashes.removeFromProperty(propertyId, urls);
  }

  /** Approval publishes the photos with the listing: later uploads are checked against them. */
  moveToProperty(submissionId: number, propertyId: number): Promise<void> {
    return this.hashes.moveToProperty(submissionId, propertyId);
  }

  matchesOf(submissionIds: readonly number[]): Promise<Map<number, PhotoMatch[]>> {
    return this.hashes.matchesOf(submissionIds);
  }

  private async managersOf(submitter: ListingSubmitter): Promise<ListingManager[]> {
    if (submitter.userId === null) return [];
    return [await this.ownership.managerOfUser(submitter.userId)];
  }
}

/** Pairs stored URLs with the fingerprints taken in the same order, dropping the unhashed. */
export function hashedPhotos(
  urls: readonly string[],
  hashes: ReadonlyArray<bigint | null>,
): HashedPhoto[] {
  return urls.flatMap((url, i) => {
    const hash = hashes[i];
    return hash === null || hash === undefined ? [] : [{ url, hash }];
  });
}
