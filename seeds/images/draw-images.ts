/**
 * Draws every seed picture as an SVG scene and writes it as a small JPEG under public/images.
 * Run from the project root with `npm run seed:images`; nothing is fetched from the web.
 */
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { webpVariants } from "../../src/shared/image-variants.js";
import { agents } from "../data/agents.js";
import { blogPosts } from "../data/blog-posts.js";
import { hostels } from "../data/hostels.js";
import {
  agentImageUrl,
  blogImageUrl,
  hostelImageUrls,
  PLACEHOLDER_AGENT_IMAGE,
  PLACEHOLDER_PROPERTY_IMAGE,
  propertyImageUrls,
  SEED_IMAGE_ROOT,
} from "../data/image-urls.js";
import { listingSubmissions } from "../data/listing-submissions.js";
import { properties } from "../data/properties.js";
import type { PropertyType } from "../data/seed-types.js";
import { Random } from "../random.js";
import { writeCopiedPhotos } from "./copied-photos.js";
import { apartmentBlock, exteriorFor } from "./exteriors.js";
import {
  bedroom,
  hostelRoom,
  kitchen,
  livingRoom,
  officeInterior,
  warehouseInterior,
} from "./interiors.js";
import { MANIFEST_FILE, writePhotoHashes } from "./photo-hash-manifest.js";
import {
  avatar,
  blogCover,
  placeholderAgent,
  placeholderProperty,
} from "./portraits-and-covers.js";

const PUBLIC_DIR = path.resolve("public");
const mirrored = new Set<string>();

function propertyScene(type: PropertyType, url: string, k: number): string {
  const rng = Random.of(url);
  if (k <= 2 || type === "land") return exteriorFor[type](rng);
  if (type === "office" || type === "commercial") return officeInterior(rng);
  if (type === "warehouse") return warehouseInterior(rng);
  if (k === 3) return livingRoom(rng);
  return rng.chance(0.5) ? bedroom(rng) : kitchen(rng);
}

function scenes(): Array<[url: string, svg: string]> {
  const out: Array<[string, string]> = [
    [PLACEHOLDER_PROPERTY_IMAGE, placeholderProperty()],
    [PLACEHOLDER_AGENT_IMAGE, placeholderAgent()],
  ];
  properties.forEach((property, i) => {
    propertyImageUrls(i + 1, property.photos).forEach((url, k) => {
      out.push([url, propertyScene(property.propertyType, url, k + 1)]);
      // The second outside view is mirrored, as if taken from the other side of the street.
      if (k === 1 && property.propertyType !== "land") mirrored.add(url);
    });
  });
  hostels.forEach((hostel, i) => {
    const [outside, ...rooms] = hostelImageUrls(i + 1, hostel.photos);
    out.push([outside, apartmentBlock(Random.of(outside), { sign: hostel.name.toUpperCase() })]);
    for (const url of rooms) out.push([url, hostelRoom(Random.of(url), hostel.studentsPerRoom)]);
  });
  for (const agent of agents) {
    const url = agentImageUrl(agent.email);
    out.push([url, avatar(Random.of(url), agent.name)]);
  }
  for (const post of blogPosts) {
    const url = blogImageUrl(post.slug);
    out.push([url, blogCover(Random.of(url), post.title, post.category)]);
  }
  return out;
}

/** The WebP copies the listing pictures are shown from (src/shared/image-variants.ts); their bytes. */
async function writeWebpVariants(picture: Sharp, url: string): Promise<number> {
  let written = 0;
  for (const variant of webpVariants(url)) {
    const info = await picture
      .clone()
      .resize({ width: variant.width })
      .webp({ quality: 60, effort: 6 })
      .toFile(path.join(PUBLIC_DIR, variant.url));
    written += info.size;
  }
  return written;
}

async function main(): Promise<void> {
  fs.rmSync(path.join(PUBLIC_DIR, SEED_IMAGE_ROOT), { recursive: true, force: true });
  const all = scenes();
  let bytes = 0;
  let webpBytes = 0;
  for (let i = 0; i < all.length; i += 8) {
    const batch = all.slice(i, i + 8).map(async ([url, scene]) => {
      const file = path.join(PUBLIC_DIR, url);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const picture = sharp(Buffer.from(scene)).flop(mirrored.has(url));
      const info = await picture.clone().jpeg({ quality: 60, mozjpeg: true }).toFile(file);
      bytes += info.size;
      const written = await writeWebpVariants(picture, url);
      webpBytes += written;
    });
    await Promise.all(batch);
  }
  console.log(`Drew ${all.length} pictures, ${(bytes / 1024).toFixed(0)} KB in total.`);
  console.log(`Wrote their WebP copies, ${(webpBytes / 1024).toFixed(0)} KB in total.`);
  console.log(`Copied ${await writeCopiedPhotos(PUBLIC_DIR)} listing photos for the submissions.`);
  const listingPhotos = [
    ...properties.flatMap((p, i) => propertyImageUrls(i + 1, p.photos)),
    ...listingSubmissions.flatMap((s) => s.photos.map((photo) => photo.url)),
  ];
  await writePhotoHashes(PUBLIC_DIR, listingPhotos);
  console.log(`Hashed ${listingPhotos.length} listing photos into ${MANIFEST_FILE}.`);
}

await main();
