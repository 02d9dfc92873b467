/** Spec §2: the first image is the cover; a listing without images shows the local placeholder. */
export const PLACEHOLDER_PROPERTY_IMAGE = "/images/placeholder-property.jpg";

export function coverImage(images: readonly string[] | null | undefined): string {
  return images?.[0] ?? PLACEHOLDER_PROPERTY_IMAGE;
}
