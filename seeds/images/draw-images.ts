/**
 * Draws every seed picture as an SVG scene and writes it through the photo pipeline as the
 * WebP sizes of the URL convention under public/images/seed. Run from the project root with
 * `npm run seed:images`; nothing is fetched from the web.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  PLACEHOLDER_AGENT_IMAGE,
  PLACEHOLDER_PROPERTY_IMAGE,
  propertyImageUrls,
  SEED_IMAGE_ROOT,
} from "../data/image-urls.js";
import { listingSubmissions } from "../data/listing-submissions.js";
import { properties } from "../data/properties.js";
import { writeCopiedPhotos } from "./copied-photos.js";
import { MANIFEST_FILE, writePhotoHashes } from "./photo-hash-manifest.js";
import { placeholderAgent, placeholderProperty } from "./portraits-and-placeholders.js";
import { seedScenes } from "./seed-scenes.js";
import { noBytes, renderScene, type WrittenBytes, writeSeedPhoto } from "./write-seed-photo.js";

const PUBLIC_DIR = path.resolve("public");
/** Two CPUs are common where this runs; libvips uses its own threads within each picture. */
const AT_ONCE = 4;

/**
 * The placeholders are not photos: the spec names their JPEG paths, and they are shown
 * whole at one size, so they keep the plain JPEG they always had.
 */
async function writePlaceholders(): Promise<void> {
  for (const [url, svg] of [
    [PLACEHOLDER_PROPERTY_IMAGE, placeholderProperty()],
    [PLACEHOLDER_AGENT_IMAGE, placeholderAgent()],
  ] as const) {
    await sharp(Buffer.from(svg))
      .jpeg({ quality: 60, mozjpeg: true })
      .toFile(path.join(PUBLIC_DIR, url));
  }
}

function report(kind: string, written: WrittenBytes): void {
  const sizes = [...written.byWidth.entries()].sort(([a], [b]) => a - b);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const each = sizes
    .map(([width, bytes]) => `${width}: ${(bytes / written.count / 1024).toFixed(1)} KB`)
    .join(", ");
  console.log(
    `${kind}: ${written.count} pictures, ${(total / 1024).toFixed(0)} KB (average ${each})`,
  );
}

async function main(): Promise<void> {
  fs.rmSync(path.join(PUBLIC_DIR, SEED_IMAGE_ROOT), { recursive: true, force: true });
  await writePlaceholders();
  const byKind = new Map<string, WrittenBytes>();
  const all = seedScenes();
  for (let i = 0; i < all.length; i += AT_ONCE) {
    const batch = all.slice(i, i + AT_ONCE).map(async ({ url, svg, mirrored }) => {
      const kind = url.split("/")[3];
      const written = byKind.get(kind) ?? noBytes();
      byKind.set(kind, written);
      await writeSeedPhoto(PUBLIC_DIR, url, await renderScene(svg, url, mirrored), written);
    });
    await Promise.all(batch);
  }
  const copies = noBytes();
  await writeCopiedPhotos(PUBLIC_DIR, copies);
  byKind.set("submissions", copies);
  for (const [kind, written] of byKind) report(kind, written);
  const listingPhotos = [
    ...properties.flatMap((p, i) => propertyImageUrls(i + 1, p.photos)),
    ...listingSubmissions.flatMap((s) => s.photos.map((photo) => photo.url)),
  ];
  await writePhotoHashes(PUBLIC_DIR, listingPhotos);
  console.log(`Hashed ${listingPhotos.length} listing photos into ${MANIFEST_FILE}.`);
}

await main();
