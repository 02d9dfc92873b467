import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SharpImageProbe } from "#adapters/images/sharp-image-probe.js";
import { SharpPhotoProcessor } from "#adapters/images/sharp-photo-processor.js";
import { PHOTO_BYTE_BUDGETS, PHOTO_MAX_PIXELS } from "#modules/photos/photos.rules.js";
import { checkUpload } from "#shared/upload-checks.js";
import { aPhonePhoto, exifTags } from "#tests/support/media.js";

const processor = new SharpPhotoProcessor();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-pipeline-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let phone: Buffer;
beforeAll(async () => {
  phone = await aPhonePhoto(path.join(dir, "phone.jpg"));
});

describe("SharpPhotoProcessor on an owner's phone photo", () => {
  it("starts from what a phone sends: 4000×3000, over 4 MB, GPS and maker tagged, turned by EXIF", () => {
    expect(phone.length).toBeGreaterThan(4 * 1024 * 1024);
    const tags = exifTags(phone, path.join(dir, "check.jpg"));
    expect(tags).toMatchObject({ "EXIF:Make": "TECNO", "EXIF:Orientation": 6 });
    expect(tags["EXIF:GPSLatitude"]).toBeCloseTo(5.6037, 3);
  });

  it("looks at it as it will show: upright (3000×4000) and its average colour", async () => {
    expect(await processor.look(phone)).toEqual({
      width: 3000,
      height: 4000,
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(await processor.look(Buffer.from("not a picture"))).toBeNull();
  });

  it("makes upright WebP sizes at each width, within their budgets, carrying no metadata at all", async () => {
    const sizes = await processor.variants(phone, [320, 640, 1024, 1600]);
    expect(sizes.map((s) => s.width)).toEqual([320, 640, 1024, 1600]);
    for (const { width, content } of sizes) {
      const meta = await sharp(content).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "webp",
        width,
        Math.round((width * 4) / 3),
      ]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(content.length).toBeLessThanOrEqual(PHOTO_BYTE_BUDGETS[width]);
      const tags = exifTags(content, path.join(dir, `size-${width}.webp`));
      expect(Object.keys(tags).filter((k) => /GPS|Make|Model|Orientation/.test(k))).toEqual([]);
    }
  });

  it("never enlarges a small photo: a 500 px picture stays 500 px at every width", async () => {
    const small = await sharp({
      create: { width: 500, height: 300, channels: 3, background: "#3a7d44" },
    })
      .jpeg()
      .toBuffer();
    const sizes = await processor.variants(small, [320, 640]);
    expect(
      await Promise.all(sizes.map(async (s) => (await sharp(s.content).metadata()).width)),
    ).toEqual([320, 500]);
  });
});

/** A PNG that says it is `width`×`height` (its IHDR), with one row of data: a decompression bomb's header. */
async function aPngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("the pixel bound", () => {
  const rule = { kinds: "image" as const, maxBytes: 10 * 1024 * 1024, maxPixels: PHOTO_MAX_PIXELS };
  const file = (content: Buffer) => ({
    originalName: "p.png",
    size: content.length,
    read: async () => content,
  });
  const probe = new SharpImageProbe();

  it("refuses a 16000×16000 PNG by its header, before any pixel is decoded", async () => {
    expect(
      await checkUpload(file(await aPngClaiming(16000, 16000)), rule, { images: probe }),
    ).toEqual({
      ok: false,
      problem: "too_many_pixels",
    });
    expect(
      await checkUpload(file(await aPngClaiming(8000, 6251)), rule, { images: probe }),
    ).toMatchObject({
      problem: "too_many_pixels",
    });
  });

  it("lets a 50-megapixel photo (8000×6000) past the bound, to be decoded: this one has no body", async () => {
    expect(
      await checkUpload(file(await aPngClaiming(8000, 6000)), rule, { images: probe }),
    ).toEqual({
      ok: false,
      problem: "wrong_type",
    });
  });
});
