import { execFileSync } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";

/** A real PNG image, drawn by sharp, distinct per colour. */
export function aPng(color = "#c0392b", size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The start of an ISO base-media (MP4) file: enough for a content sniffer to know it. */
export function anMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

/** A real JPEG photo, drawn by sharp. */
export function aJpeg(color = "#2e86c1", size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

// The phone photo generator lives in bench/ (npm run bench uploads such photos too).
export { aPhonePhoto } from "../../bench/phone-photo.js";

/** The tags exiftool reads from a file, by name (-n: numbers as numbers). */
export function exifTags(content: Buffer, file: string): Record<string, unknown> {
  fs.writeFileSync(file, content);
  const [tags] = JSON.parse(
    execFileSync("exiftool", ["-j", "-n", "-G0", file], { encoding: "utf8" }),
  );
  return tags;
}
