import { ArrayMaxSize, IsArray, IsString, MinLength } from "class-validator";
import { LISTING_IMAGE_RULE } from "../listing-submissions/index.js";

/** A listing's photos as Manage Listings shows them (decision 52). */
export interface ListingPhotos {
  /** Shown on the listing, the cover first. */
  images: string[];
  /** Added, but held for the admin's review because they match another's listing. */
  held: string[];
}

export const PHOTO_MESSAGES = {
  none: "Choose at least one image to add",
  notOnListing: "That photo is not on this listing",
  order: "The order must list each of the listing's photos once",
  full: (has: number) =>
    `A listing can have at most ${LISTING_IMAGE_RULE.maxCount} images; this one has ${has}`,
};

/** DELETE /api/my-listings/{id}/photos. */
export class RemovePhotoInput {
  @MinLength(1, { message: PHOTO_MESSAGES.notOnListing })
  @IsString({ message: PHOTO_MESSAGES.notOnListing })
  url: string;
}

/** PUT /api/my-listings/{id}/photos/order: every photo of the listing, the cover first. */
export class PhotoOrderInput {
  @IsString({ each: true, message: PHOTO_MESSAGES.order })
  @ArrayMaxSize(LISTING_IMAGE_RULE.maxCount, { message: PHOTO_MESSAGES.order })
  @IsArray({ message: PHOTO_MESSAGES.order })
  urls: string[];
}
