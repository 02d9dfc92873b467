import type { HashedPhoto, PhotoMatch, PhotoMatchCandidate } from "./photo-matches.types.js";

export interface ImageHasher {
  /** The image's perceptual hash; null when it is too plain to tell apart (one flat colour). */
  hash(content: Buffer): Promise<bigint | null>;
}

export interface ImageHashRepository {
  /**
   * Photos of stored listings, published or not (a listing let or taken down keeps its photos),
   * within `maxDistance` bits of any given photo, nearest first.
   */
  findNear(
    photos: readonly HashedPhoto[],
    maxDistance: number,
    limit: number,
  ): Promise<PhotoMatchCandidate[]>;
  addToSubmission(submissionId: number, photos: readonly HashedPhoto[]): Promise<void>;
  /** Photos added to a published listing in Manage Listings (decision 52). */
  addToProperty(propertyId: number, photos: readonly HashedPhoto[]): Promise<void>;
  removeFromProperty(propertyId: number, urls: readonly string[]): Promise<void>;
  /** An approved submission's photos become its property's. */
  moveToProperty(submissionId: number, propertyId: number): Promise<void>;
  recordMatches(submissionId: number, matches: readonly PhotoMatch[]): Promise<void>;
  /** The recorded matches of each submission, with the listing's current title and agent. */
  matchesOf(submissionIds: readonly number[]): Promise<Map<number, PhotoMatch[]>>;
}
