import fs from "node:fs";
import path from "node:path";
import { SharpPhashImageHasher } from "../../src/adapters/images/sharp-phash-image-hasher.js";

export const MANIFEST_FILE = path.resolve("seeds/data/photo-hashes.ts");

/**
 * Writes the perceptual hash of every listing and submission photo just drawn to
 * seeds/data/photo-hashes.ts, so seeding reads hashes instead of decoding ~160 pictures on
 * every first start and every test run (decision 14).
 */
export async function writePhotoHashes(publicDir: string, urls: readonly string[]): Promise<void> {
  const hasher = new SharpPhashImageHasher();
  const lines: string[] = [];
  for (const url of [...urls].sort()) {
    const hash = await hasher.hash(fs.readFileSync(path.join(publicDir, url)));
    if (hash !== null) lines.push(`  "${url}": "${hash}",`);
  }
  fs.writeFileSync(
    MANIFEST_FILE,
    [
      "// Written by `npm run seed:images` (seeds/images/photo-hash-manifest.ts): do not edit.",
      "/** Perceptual hash (signed 64-bit, decimal) of each seeded listing and submission photo. */",
      "export const PHOTO_HASHES: Readonly<Record<string, string>> = {",
      ...lines,
      "};",
      "",
    ].join("\n"),
  );
}
