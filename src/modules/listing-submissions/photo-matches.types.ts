/** A listing photo and its 64-bit perceptual hash (signed, as PostgreSQL's bigint keeps it). */
export interface HashedPhoto {
  url: string;
  hash: bigint;
}

/**
 * Two photos whose hashes differ in at most this many of 64 bits are taken for the same
 * picture. A resized or re-compressed copy lands at 0–3 bits, different pictures rarely under
 * 10 (decision 14).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;

/** Up to this many bits apart, a photo is a resized or re-compressed copy (decision 14). */
export const NEAR_IDENTICAL_MAX_DISTANCE = 3;

/**
 * A match as the admin reads it, not as bits. 0 is the same photo; a resized or
 * re-compressed copy (up to 3 bits) is near-identical; the rest, up to the matching threshold, is
 * a similar photo (likely the same picture, cropped or edited).
 */
export function photoMatchWords(distance: number): string {
  if (distance === 0) return "The same photo";
  if (distance <= NEAR_IDENTICAL_MAX_DISTANCE) return "A near-identical photo";
  return "A similar photo";
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let bits = BigInt.asUintN(64, a ^ b);
  let count = 0;
  for (; bits > 0n; bits &= bits - 1n) count++;
  return count;
}

/** What the administrator is shown: which photo matched which published listing's photo. */
export interface PhotoMatch {
  /** The submission's photo. */
  imageUrl: string;
  propertyId: number;
  propertyTitle: string;
  matchedImageUrl: string;
  agentName: string | null;
  agentEmail: string | null;
  /** Hamming distance between the two hashes, 0 (identical) to 64. */
  distance: number;
}

/** A stored photo near an uploaded one, with who manages its listing (see ListingOwnership). */
export interface PhotoMatchCandidate extends PhotoMatch {
  ownerId: number | null;
  agentId: number | null;
}

/** Who sends a listing: the signed-in user, if any (a contact e-mail proves nothing). */
export interface ListingSubmitter {
  userId: number | null;
}
