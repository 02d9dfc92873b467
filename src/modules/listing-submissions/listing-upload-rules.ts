import type { UploadRule } from "../../shared/uploads.js";
import {
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_PIXELS,
  PHOTO_PIXEL_WEIGHTS,
  PHOTO_TOO_LONG,
  PHOTO_TOO_MANY_PIXELS,
} from "../photos/index.js";

/**
 * All of one upload's images together, by their headers and weighted by format (decision 81): ten
 * ordinary 12-megapixel phone photos pass, ten 50-megapixel ones do not. The form sends JPEG, PNG
 * or WebP photos of at most 4 megapixels.
 */
export const LISTING_PHOTOS_MAX_PIXELS = 125_000_000;

/** Spec §9: at most 10 images of 10MB and 3 videos of 50MB per listing, now enforced. */
export const LISTING_IMAGE_RULE: UploadRule = {
  kinds: "image",
  maxBytes: 10 * 1024 * 1024,
  maxCount: 10,
  maxPixels: PHOTO_MAX_PIXELS,
  maxAspectRatio: PHOTO_MAX_ASPECT_RATIO,
  maxTotalPixels: LISTING_PHOTOS_MAX_PIXELS,
  pixelWeights: PHOTO_PIXEL_WEIGHTS,
  messages: {
    wrongType: "Images must be image files (JPG, PNG, WebP, GIF or AVIF)",
    tooLarge: "Each image must be 10MB or smaller",
    tooMany: "At most 10 images can be uploaded",
    tooManyPixels: PHOTO_TOO_MANY_PIXELS,
    tooLong: PHOTO_TOO_LONG,
    tooManyPixelsTogether: `These images are too large together: at most ${LISTING_PHOTOS_MAX_PIXELS / 1e6} megapixels in one upload (ten 12-megapixel phone photos; AVIF and GIF count several times over). Send fewer or smaller images`,
  },
};

export const LISTING_VIDEO_RULE: UploadRule = {
  kinds: "video",
  maxBytes: 50 * 1024 * 1024,
  maxCount: 3,
  messages: {
    wrongType: "Videos must be video files (MP4, MOV, WebM or 3GP)",
    tooLarge: "Each video must be 50MB or smaller",
    tooMany: "At most 3 videos can be uploaded",
    unavailable: "Videos cannot be accepted at the moment: please send your listing without them",
  },
};
