/** Where the generated seed pictures live: public/ is served at the web root. */
export const SEED_IMAGE_ROOT = "/images/seed";
export const PLACEHOLDER_PROPERTY_IMAGE = "/images/placeholder-property.jpg";
export const PLACEHOLDER_AGENT_IMAGE = "/images/placeholder-agent.jpg";

function numbered(folder: string, prefix: string, n: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, k) => `${SEED_IMAGE_ROOT}/${folder}/${prefix}-${n}-${k + 1}.jpg`,
  );
}

/** Pictures of the n-th seeded property (1-based). */
export const propertyImageUrls = (n: number, count: number): string[] =>
  numbered("properties", "p", n, count);

/** Pictures of the n-th seeded hostel (1-based). */
export const hostelImageUrls = (n: number, count: number): string[] =>
  numbered("hostels", "h", n, count);

export const agentImageUrl = (email: string): string =>
  `${SEED_IMAGE_ROOT}/agents/${email.split("@")[0]}.jpg`;

export const blogImageUrl = (slug: string): string => `${SEED_IMAGE_ROOT}/blog/${slug}.jpg`;
