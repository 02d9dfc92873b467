import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A real PNG image, drawn by sharp, distinct per colour. */
export function aPng(color = "#c0392b", size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Where a phone filming in Accra writes itself into the file (ISO 6709, the location atom). */
export const ACCRA_ISO6709 = "+05.6037-000.1870/";

/**
 * A real video of a second (64×48, a test pattern and a tone), made by Debian's ffmpeg, with
 * `metadata` tags written in as a phone writes them: `{ location: ACCRA_ISO6709 }` gives the
 * location atom exiftool reads as a GPS position. `format` is ffmpeg's muxer (mp4, mov, webm).
 */
export function aVideo({
  format = "mp4",
  metadata = {},
}: {
  format?: string;
  metadata?: Record<string, string>;
} = {}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "video-"));
  const file = path.join(dir, `clip.${format}`);
  const webm = format === "webm";
  try {
    execFileSync("ffmpeg", [
      ...["-nostdin", "-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc=size=64x48:rate=10", "-f", "lavfi", "-i", "sine=f=440"],
      ...["-t", "1", "-pix_fmt", "yuv420p"],
      ...(webm ? ["-c:v", "libvpx", "-c:a", "libopus"] : ["-c:v", "libx264", "-c:a", "aac"]),
      ...(format === "mov" ? ["-movflags", "use_metadata_tags"] : []),
      ...Object.entries(metadata).flatMap(([key, value]) => ["-metadata", `${key}=${value}`]),
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let plainMp4: Buffer | undefined;

/** A real MP4 without tags, made once per test file: the videos' ordinary case. */
export function anMp4(): Buffer {
  plainMp4 ??= aVideo();
  return plainMp4;
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

/**
 * The tags of a video that could tell where, when, with what or by whom it was made: a GPS
 * position or location, a date (other than the zero date a stripped file carries), a maker,
 * model or software, a title or comment. -a: duplicates too; the file system's own dates aside.
 */
export function revealingVideoTags(content: Buffer, file: string): Record<string, unknown> {
  fs.writeFileSync(file, content);
  const [tags] = JSON.parse(
    execFileSync("exiftool", ["-j", "-a", "-G1", file], { encoding: "utf8" }),
  ) as Record<string, unknown>[];
  return Object.fromEntries(
    Object.entries(tags ?? {}).filter(
      ([key, value]) =>
        !key.startsWith("System:") &&
        (/GPS|Location|ISO6709|Make|Model|Software|Encoder|Title|Comment|Artist|Author/i.test(
          key,
        ) ||
          (/Date/i.test(key) && !/^0000:00:00/.test(String(value)))),
    ),
  );
}

/** The kinds of the streams ffprobe finds in a video, in order ("video", "audio"). */
export function streamKinds(content: Buffer, file: string): string[] {
  fs.writeFileSync(file, content);
  const out = execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", file],
    { encoding: "utf8" },
  );
  return out.split("\n").filter(Boolean);
}
