import { type PhotoWidth, photoVariantUrl } from "../../src/shared/photo-variants.js";

/** Where the generated seed pictures live: public/ is served at the web root. */
export const SEED_IMAGE_ROOT = "/images/seed";
export const PLACEHOLDER_PROPERTY_IMAGE = "/images/placeholder-property.jpg";
export const PLACEHOLDER_AGENT_IMAGE = "/images/placeholder-agent.jpg";

/**
 * The largest size each kind of seeded picture is drawn at. A row keeps the URL of that size
 * and the smaller ones sit beside it (src/shared/photo-variants.ts). Listing photos go up to
 * the uploads' 1600 because drawn scenes stay small (the 1600s add ~2.5 MB for ~160 photos);
 * a portrait is never shown wider than a card's avatar, so it stops at the smallest size; a
 * submission copy stands for a phone photo sent at 800 px, so it has the sizes up to 640.
 */
export const LARGEST_SEED_WIDTH = {
  properties: 1600,
  hostels: 1024,
  blog: 1024,
  agents: 320,
  submissions: 640,
} as const satisfies Record<string, PhotoWidth>;

export type SeedPictureKind = keyof typeof LARGEST_SEED_WIDTH;

export const seedPhotoUrl = (kind: SeedPictureKind, name: string): string =>
  photoVariantUrl(`${SEED_IMAGE_ROOT}/${kind}/${name}`, LARGEST_SEED_WIDTH[kind]);

function numbered(kind: SeedPictureKind, prefix: string, n: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => seedPhotoUrl(kind, `${prefix}-${n}-${k + 1}`));
}

/** Pictures of the n-th seeded property (1-based). */
export const propertyImageUrls = (n: number, count: number): string[] =>
  numbered("properties", "p", n, count);

/** Pictures of the n-th seeded hostel (1-based): the building, then one per room type. */
export const hostelImageUrls = (n: number, roomTypes: number): string[] =>
  numbered("hostels", "h", n, 1 + roomTypes);

/** The k-th photo of the n-th seeded listing submission (both 1-based). */
export const submissionImageUrl = (n: number, k: number): string =>
  seedPhotoUrl("submissions", `s-${n}-${k}`);

/** Named by the address's local part; its dots become dashes, which the convention allows. */
export const agentImageUrl = (email: string): string =>
  seedPhotoUrl("agents", email.split("@")[0].replace(/[^\w-]/g, "-"));

export const blogImageUrl = (slug: string): string => seedPhotoUrl("blog", slug);
