import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { listingSubmissions } from "../data/listing-submissions.js";
import { type WrittenBytes, writeSeedPhoto } from "./write-seed-photo.js";

/**
 * Writes each seeded submission photo as a copy of the listing photo it copies, as an agent
 * would send it from a phone: saved smaller (800 px), 5 % brighter, as a poor JPEG. That file
 * then goes through the pipeline like any upload. A perceptual match, not a byte-for-byte one.
 */
export async function writeCopiedPhotos(publicDir: string, written: WrittenBytes): Promise<void> {
  for (const { url, copyOf } of listingSubmissions.flatMap((s) => s.photos)) {
    const sent = await sharp(fs.readFileSync(path.join(publicDir, copyOf)))
      .resize(800)
      .modulate({ brightness: 1.05 })
      .jpeg({ quality: 50, mozjpeg: true })
      .toBuffer();
    await writeSeedPhoto(publicDir, url, sent, written);
  }
}
