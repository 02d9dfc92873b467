/**
 * Where a photo's sizes live (decision 50). Every photo made by the pipeline, uploaded or seeded,
 * is stored as WebP at a few widths beside each other: `<stem>-320.webp`, `<stem>-640.webp` and
 * so on. A listing keeps the URL of the largest (`/uploads/<key>-1600.webp`,
 * `/images/seed/properties/p-3-1-1024.webp`), so the URL alone says which sizes exist: pages
 * build `srcset` from it without asking the database. Any other URL (an old upload, a blog
 * picture from a feed) is shown as it is.
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** One of the widths as a regular expression's alternatives, `320|640|1024|1600`, for the URL patterns. */
export const PHOTO_WIDTH_PATTERN = PHOTO_WIDTHS.join("|");

const PIPELINE_PHOTO = new RegExp(
  `^(/(?:uploads|images/seed)/(?:[\\w-]+/)*[\\w-]+?)-(${PHOTO_WIDTH_PATTERN})\\.webp$`,
);
/**
 * An upload shown from object storage's public address (S3_PUBLIC_URL, decision 58):
 * `https://photos.example/uploads/<key>-1600.webp`. Only the pipeline's random keys, so a
 * feed's picture that happens to end in `-1024.webp` is still shown as it is.
 */
const PUBLIC_PIPELINE_PHOTO = new RegExp(
  `^(https?://[^?#]+/uploads/[a-f0-9]{32})-(${PHOTO_WIDTH_PATTERN})\\.webp$`,
);

export interface PhotoSource {
  width: PhotoWidth;
  url: string;
}

export function photoVariantUrl(stem: string, width: PhotoWidth): string {
  return `${stem}-${width}.webp`;
}

/** The sizes of a pipeline photo up to `maxWidth`, smallest first; [] for any other URL. */
export function photoSources(url: string, maxWidth = 1600): PhotoSource[] {
  const match = PIPELINE_PHOTO.exec(url) ?? PUBLIC_PIPELINE_PHOTO.exec(url);
  if (!match) return [];
  const [, stem, largest] = match as unknown as [string, string, string];
  const kept = PHOTO_WIDTHS.filter((w) => w <= Number(largest));
  const wanted = kept.filter((w) => w <= maxWidth);
  // Even a cap below the smallest size keeps one: the smallest there is.
  return (wanted.length > 0 ? wanted : kept.slice(0, 1)).map((width) => ({
    width,
    url: photoVariantUrl(stem, width),
  }));
}
