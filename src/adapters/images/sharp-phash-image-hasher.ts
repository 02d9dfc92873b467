import type { SharpOptions } from "sharp";
import type { ImageHasher } from "../../modules/listing-submissions/index.js";
import { loadOnce } from "../../shared/load-once.js";
import { loadSharp } from "./load-sharp.js";

type Phash = (image: Buffer, options?: SharpOptions) => Promise<string>;

/**
 * sharp-phash requires sharp itself, so it is loaded with it, on the first picture (load-sharp.ts).
 * The package is CommonJS (module.exports = phash) but its types declare an ES default export:
 * at run time the default import is the function itself, under Node and under swc's interop.
 */
const loadPhash = loadOnce(() =>
  import("sharp-phash").then((loaded) => loaded.default as unknown as Phash),
);

/** sharp-phash samples a 32×32 greyscale picture; we make it once and hand it over raw. */
const SAMPLE = { width: 32, height: 32, channels: 1 } as const;
/** Below this spread of grey levels (0–255) an image is one flat colour and its hash is noise. */
const MIN_GREY_STDEV = 2;

/**
 * sharp-phash: the classic DCT pHash (32×32 greyscale, the 8×8 lowest frequencies against
 * their mean) on sharp, which we already use. Its 64-bit string becomes a signed bigint,
 * the form PostgreSQL's bigint keeps and compares with `bit_count(a # b)`.
 */
export class SharpPhashImageHasher implements ImageHasher {
  async hash(content: Buffer): Promise<bigint | null> {
    const sample = await greySample(content);
    if (sample === null || spread(sample) < MIN_GREY_STDEV) return null;
    const phash = await loadPhash();
    return bitsToBigint(await phash(sample, { raw: SAMPLE }));
  }
}

/**
 * Decoded once (EXIF-rotated, as sharp-phash does): the same bits as phash(content). A file
 * whose type the upload check recognised but whose body is broken has no picture to compare:
 * null, rather than a 500 for the sender.
 */
async function greySample(content: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(content)
      .rotate()
      .greyscale()
      .resize(SAMPLE.width, SAMPLE.height, { fit: "fill" })
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Standard deviation of the grey levels. */
function spread(pixels: Buffer): number {
  const mean = pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
  return Math.sqrt(pixels.reduce((sum, v) => sum + (v - mean) ** 2, 0) / pixels.length);
}

/** "0101…" (64 characters) as the signed 64-bit integer with those bits. */
export function bitsToBigint(bits: string): bigint {
  if (!/^[01]{64}$/.test(bits)) throw new Error(`not a 64-bit hash: ${bits}`);
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}
