import type { UploadRule } from "../../shared/uploads.js";
import { PHOTO_MAX_PIXELS, PHOTO_TOO_MANY_PIXELS } from "../photos/photos.rules.js";

/** Spec §9: at most 10 images of 10MB and 3 videos of 50MB per listing, now enforced. */
export const LISTING_IMAGE_RULE: UploadRule = {
  kinds: "image",
  maxBytes: 10 * 1024 * 1024,
  maxCount: 10,
  maxPixels: PHOTO_MAX_PIXELS,
  messages: {
    wrongType: "Images must be image files (JPG, PNG, WebP, GIF or AVIF)",
    tooLarge: "Each image must be 10MB or smaller",
    tooMany: "At most 10 images can be uploaded",
    tooManyPixels: PHOTO_TOO_MANY_PIXELS,
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
  },
};
