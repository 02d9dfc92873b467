import { loadSharp } from "./load-sharp.js";

const made = new Map<string, Buffer>();
/** Colours kept: one per distinct photo colour seen, a few dozen bytes each. */
const KEPT = 512;

/**
 * A 3×2 WebP of one colour (about 40 bytes): shown in a photo's box, stretched by object-fit,
 * until the photo's sizes are made. The box keeps its proportions from the img's width and height.
 */
export async function placeholderImage(colour: string): Promise<Buffer> {
  const cached = made.get(colour);
  if (cached) return cached;
  const sharp = await loadSharp();
  const image = await sharp({
    create: { width: 3, height: 2, channels: 3, background: colour },
  })
    .webp({ lossless: true })
    .toBuffer();
  if (made.size >= KEPT) made.clear();
  made.set(colour, image);
  return image;
}
