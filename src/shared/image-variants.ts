/**
 * The WebP copies `npm run seed:images` writes beside each seeded listing picture (decision 20):
 * `p-3-1.jpg` has `p-3-1.webp` (same 640 px) and `p-3-1-320.webp` (320 px, for thumbnails).
 * Uploaded photos have none yet, so only seed pictures answer; the JPEG stays the fallback.
 */
const SEEDED_LISTING_PICTURE = /^\/images\/seed\/properties\/[\w-]+\.jpg$/;

export const WEBP_WIDTHS = [320, 640] as const;

export function webpVariants(url: string): { width: number; url: string }[] {
  if (!SEEDED_LISTING_PICTURE.test(url)) return [];
  return WEBP_WIDTHS.map((width) => ({
    width,
    url: url.replace(/\.jpg$/, width === 640 ? ".webp" : `-${width}.webp`),
  }));
}
