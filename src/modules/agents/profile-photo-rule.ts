import type { UploadRule } from "../../shared/uploads.js";
import {
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_PIXELS,
  PHOTO_TOO_LONG,
  PHOTO_TOO_MANY_PIXELS,
} from "../photos/index.js";

/**
 * The agent application's optional profile photo. Kept apart from agents.inputs.ts so that the
 * browser's form imports the rule and its messages without class-validator.
 */
export const PROFILE_PHOTO_RULE: UploadRule = {
  kinds: "jpeg-png",
  maxBytes: 5 * 1024 * 1024,
  maxCount: 1,
  maxPixels: PHOTO_MAX_PIXELS,
  maxAspectRatio: PHOTO_MAX_ASPECT_RATIO,
  messages: {
    wrongType: "Profile photo must be a JPG or PNG image",
    tooLarge: "Profile photo must be 5MB or smaller",
    tooMany: "Only one profile photo can be uploaded",
    tooManyPixels: PHOTO_TOO_MANY_PIXELS,
    tooLong: PHOTO_TOO_LONG,
  },
};
