import type { PhotoWidth } from "../../shared/photo-variants.js";

/**
 * A decoded picture costs 3-4 bytes a pixel: a 16000×16000 PNG is a gigabyte of memory for
 * one upload. 50 megapixels keeps every phone camera's ordinary photo (12-50 MP) and refuses
 * the rest; in the browser the form scales photos down to 2048 px before sending anyway.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_TOO_MANY_PIXELS =
  "Each image must be at most 50 megapixels (for example 8000 × 6000)";

/**
 * A photo's longer side at most 5 times its shorter: a phone's panorama (about 4:1) and a
 * screenshot (about 2:1) pass; a 1000×50000 strip is refused at once. The pipeline's WebP holds at
 * most 16383 px a side, so at 1600 px wide anything past about 1:10 could never be made into sizes
 * and would stay a broken photo on the listing.
 */
export const PHOTO_MAX_ASPECT_RATIO = 5;
export const PHOTO_TOO_LONG = `Each image's long side can be at most ${PHOTO_MAX_ASPECT_RATIO} times its short side: crop long panoramas and screenshots`;

/**
 * What a megapixel of each format counts for in the pixel budgets, against JPEG, PNG and WebP's
 * one: AVIF and GIF cost about 11 and 4-5 times as much CPU to decode and size, having no
 * shrink-on-load and slower decoders (measured, decision 81). Keyed by the format as its bytes
 * name it; the form sends these as JPEGs.
 */
export const PHOTO_PIXEL_WEIGHTS: Readonly<Record<string, number>> = { avif: 11, gif: 5 };

/** The longest side the form scales a photo down to before sending it. */
export const PHOTO_UPLOAD_MAX_SIDE = 2048;

/**
 * The most bytes each width may take, whatever the camera: the data budgets set for a 360 px
 * phone at DPR 2 (a card's 640 ≤ 30 KB, the property page's 1024 ≤ 120 KB) with room to spare.
 * An encoding over its budget is made again at a lower quality.
 */
export const PHOTO_BYTE_BUDGETS: Record<PhotoWidth, number> = {
  320: 12 * 1024,
  640: 28 * 1024,
  1024: 100 * 1024,
  1600: 220 * 1024,
};
