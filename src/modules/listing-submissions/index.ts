/** The listing-submissions module's public surface: what code outside it may import (decision 97). */
export { DuplicatePhotoCheck } from "./duplicate-photos.js";
export { HeldPhotoChanges } from "./held-photo-changes.js";
export { ListingPhotoIntake } from "./listing-photo-intake.js";
export type { ListingPublishedListener } from "./listing-submissions.ports.js";
export { ListingSubmissionsService } from "./listing-submissions.service.js";
export { LISTING_IMAGE_RULE } from "./listing-upload-rules.js";
export type { ImageHasher } from "./photo-matches.ports.js";
export { hammingDistance, PHOTO_MATCH_MAX_DISTANCE } from "./photo-matches.types.js";
