import type { ImageWeight } from "./image-weight.js";

const KB = 1024;

/** Issue 17's budgets on a 360 px phone at DPR 2, whatever the owners uploaded. */
export const IMAGE_BUDGETS = {
  cardImageBytes: 30 * KB,
  mainImageBytes: 120 * KB,
  propertiesPageBytes: 400 * KB,
} as const;

/** Which budgets a page answers to: a list of cards, a property page, or none (reported only). */
export type PageKind = "cards" | "property" | "other";

export interface Verdict {
  budget: string;
  /** The budgets missed, in words; empty is a pass. */
  missed: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function judgeImages(kind: PageKind, weight: ImageWeight): Verdict {
  const missed: string[] = [];
  if (kind === "cards") {
    if (weight.totalBytes > IMAGE_BUDGETS.propertiesPageBytes) missed.push("page total");
    // Every image /properties loads is a card's photo.
    const heavy = weight.images.filter((i) => i.bytes > IMAGE_BUDGETS.cardImageBytes);
    if (heavy.length > 0) missed.push(`${heavy.length} card image(s)`);
    return {
      budget: `≤ ${kb(IMAGE_BUDGETS.propertiesPageBytes)}, each card ≤ ${kb(IMAGE_BUDGETS.cardImageBytes)}`,
      missed,
    };
  }
  if (kind === "property") {
    if (!weight.main) missed.push("no main image found");
    else if (weight.main.bytes > IMAGE_BUDGETS.mainImageBytes) missed.push("main image");
    return { budget: `main ≤ ${kb(IMAGE_BUDGETS.mainImageBytes)}`, missed };
  }
  return { budget: "(reported)", missed };
}

export { kb };
