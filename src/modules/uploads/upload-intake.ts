import type { ImageProbe, VideoCleaner } from "../../shared/ports.js";
import { checkUploads } from "../../shared/upload-checks.js";
import type { UploadedFile, UploadRule } from "../../shared/uploads.js";
import type { RateLimitsService, Requester } from "../rate-limits/index.js";

/** The allowance counts whole megapixels, rounded up: its counters hold whole numbers. */
const MEGAPIXEL = 1_000_000;

/**
 * The one way in for uploaded files (a listing's photos and videos, photos added to a listing, an
 * agent's photo): each field is checked by its rule, pictures by their headers before any is
 * decoded, and what will be decoded is paid for from the sender's hourly allowance (decision 81).
 */
export class UploadIntake {
  constructor(
    private readonly images: ImageProbe,
    private readonly videos: VideoCleaner,
    private readonly rateLimits: RateLimitsService,
  ) {}

  check(field: string, files: readonly UploadedFile[], rule: UploadRule, sender: Requester) {
    return checkUploads(field, files, rule, {
      images: this.images,
      videos: this.videos,
      spendPixels: (pixels) =>
        this.rateLimits.spend("uploadPixels", sender, Math.ceil(pixels / MEGAPIXEL)),
    });
  }
}
