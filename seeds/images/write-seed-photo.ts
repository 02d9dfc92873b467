import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SharpPhotoProcessor } from "../../src/adapters/images/sharp-photo-processor.js";
import { type PhotoWidth, photoSources } from "../../src/shared/photo-variants.js";

const processor = new SharpPhotoProcessor();

/** Bytes written per width, summed over pictures; `count` pictures in all. */
export interface WrittenBytes {
  count: number;
  byWidth: Map<PhotoWidth, number>;
}

export const noBytes = (): WrittenBytes => ({ count: 0, byWidth: new Map() });

/**
 * Renders an SVG scene at the density that makes it as wide as the URL's largest size, so
 * shapes and lines are drawn at that size rather than blown up from a small bitmap. PNG keeps
 * the pixels exact for the pipeline, which does the one lossy encoding.
 */
export async function renderScene(svg: string, url: string, mirrored = false): Promise<Buffer> {
  const largest = Math.max(...photoSources(url).map((s) => s.width));
  const drawnWidth = Number(/\bwidth="(\d+)"/.exec(svg)?.[1]);
  if (!largest || !drawnWidth) throw new Error(`cannot size ${url}`);
  return sharp(Buffer.from(svg), { density: (72 * largest) / drawnWidth })
    .flop(mirrored)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Writes a picture only the way an upload is written: through the pipeline's processor, as
 * the WebP sizes the URL names (src/shared/photo-variants.ts), under public/.
 */
export async function writeSeedPhoto(
  publicDir: string,
  url: string,
  content: Buffer,
  written: WrittenBytes,
): Promise<void> {
  const sources = photoSources(url);
  if (sources.length === 0) throw new Error(`${url} is not a pipeline photo URL`);
  const variants = await processor.variants(
    content,
    sources.map((s) => s.width),
  );
  for (const { width, content: webp } of variants) {
    const source = sources.find((s) => s.width === width);
    if (!source) throw new Error(`no ${width} px size for ${url}`);
    const file = path.join(publicDir, source.url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, webp);
    written.byWidth.set(width, (written.byWidth.get(width) ?? 0) + webp.length);
  }
  written.count += 1;
}
