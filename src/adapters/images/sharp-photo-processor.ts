import type { PhotoLook, PhotoProcessor, PhotoVariant } from "../../modules/photos/index.js";
import { PHOTO_BYTE_BUDGETS, PHOTO_MAX_PIXELS } from "../../modules/photos/index.js";
import type { PhotoWidth } from "../../shared/photo-variants.js";
import { loadSharp } from "./load-sharp.js";

/** Tried in turn until the encoding fits its width's budget; the last one is kept whatever. */
const QUALITIES = [72, 60, 48, 36] as const;

/**
 * libvips through sharp. Output carries no metadata at all (sharp drops EXIF, GPS, XMP, ICC and
 * the camera maker unless asked to keep them); `rotate()` turns the pixels by the EXIF
 * orientation first, so dropping the tag does not leave a phone photo lying on its side.
 */
export class SharpPhotoProcessor implements PhotoProcessor {
  async look(content: Buffer): Promise<PhotoLook | null> {
    const sharp = await loadSharp();
    try {
      const input = sharp(content, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS });
      const { width, height, orientation } = await input.metadata();
      if (!width || !height) return null;
      // JPEG shrink-on-load makes this 1×1 average cheap even for a 12 MP photo.
      const { data } = await input.clone().resize(1, 1).removeAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      const turned = (orientation ?? 1) >= 5;
      return {
        width: turned ? height : width,
        height: turned ? width : height,
        colour: `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`,
      };
    } catch {
      return null;
    }
  }

  async variants(content: Buffer, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]> {
    const sharp = await loadSharp();
    const largest = Math.max(...widths);
    // Decoded once, at the largest width needed (never enlarged), then each width from that.
    const { data, info } = await sharp(content, {
      failOn: "error",
      limitInputPixels: PHOTO_MAX_PIXELS,
    })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const out: PhotoVariant[] = [];
    for (const width of [...widths].sort((a, b) => a - b)) {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      out.push({ width, content: await withinBudget(resized, PHOTO_BYTE_BUDGETS[width]) });
    }
    return out;
  }
}

/**
 * Past this many times its budget, an encoding goes straight to the last quality, which is kept
 * whatever: the ones between would hardly fit. Every seeded photo and the bench's phone photo fit
 * at the first quality, so they are made as before; a picture of noise, sent to cost the most,
 * was encoded four times at every width (decision 81).
 */
const HOPELESS = 2;

async function withinBudget(image: import("sharp").Sharp, budget: number): Promise<Buffer> {
  let encoded = Buffer.alloc(0);
  for (let step = 0; step < QUALITIES.length; step += 1) {
    encoded = await image.clone().webp({ quality: QUALITIES[step], effort: 4 }).toBuffer();
    if (encoded.length <= budget) break;
    if (encoded.length > HOPELESS * budget) step = Math.max(step, QUALITIES.length - 2);
  }
  return encoded;
}
