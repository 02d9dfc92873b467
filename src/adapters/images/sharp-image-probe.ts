import type { ImageProbe } from "../../shared/ports.js";
import { loadSharp } from "./load-sharp.js";

/**
 * sharp (libvips) reads the header the way an image decoder must: a file that only starts with
 * an image's magic bytes ("GIF89a<script>…") fails here. Header only, so a 10MB photo costs
 * a few milliseconds; a broken body further in is served as an image that will not draw.
 */
/** Raster formats only: libvips also reads SVG and PDF, which can carry script. */
const RASTER = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export class SharpImageProbe implements ImageProbe {
  async dimensions(content: Buffer): Promise<{ width: number; height: number } | null> {
    try {
      const sharp = await loadSharp();
      // No pixel limit here: the header is read, not the pixels, and the caller judges the size.
      const { format, width, height } = await sharp(content, {
        failOn: "error",
        limitInputPixels: false,
      }).metadata();
      return RASTER.has(format ?? "") && width && height ? { width, height } : null;
    } catch {
      return null;
    }
  }

  async decodes(content: Buffer): Promise<boolean> {
    try {
      const sharp = await loadSharp();
      // Shrink-on-load keeps this to a few tens of milliseconds for a 12 MP JPEG.
      await sharp(content, { failOn: "error", limitInputPixels: false })
        .resize(8, 8)
        .raw()
        .toBuffer();
      return true;
    } catch {
      return false;
    }
  }
}
