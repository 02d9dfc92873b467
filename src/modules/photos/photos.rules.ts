import type { PhotoWidth } from "../../shared/photo-variants.js";

/**
 * A decoded picture costs 3-4 bytes a pixel: a 16000×16000 PNG is a gigabyte of memory for
 * one upload. 50 megapixels keeps every phone camera's ordinary photo (12-50 MP) and refuses
 * the rest; in the browser the form scales photos down to 2048 px before sending anyway.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_TOO_MANY_PIXELS =
  "Each image must be at most 50 megapixels (for example 8000 × 6000)";

/** The longest side the form scales a photo down to before sending it (issue 17). */
export const PHOTO_UPLOAD_MAX_SIDE = 2048;

/**
 * The most bytes each width may take, whatever the camera: the budgets of issue 17 on a 360 px
 * phone at DPR 2 (a card's 640 ≤ 30 KB, the property page's 1024 ≤ 120 KB) with room to spare.
 * An encoding over its budget is made again at a lower quality.
 */
export const PHOTO_BYTE_BUDGETS: Record<PhotoWidth, number> = {
  320: 12 * 1024,
  640: 28 * 1024,
  1024: 100 * 1024,
  1600: 220 * 1024,
};
