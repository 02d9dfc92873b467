import sharp from "sharp";
import { SharpImageProbe } from "#adapters/images/sharp-image-probe.js";
import { LISTING_IMAGE_RULE } from "#modules/listing-submissions/listing-upload-rules.js";
import { RateLimitedError } from "#shared/errors.js";
import { checkUploads } from "#shared/upload-checks.js";
import type { UploadedFile, UploadRule } from "#shared/uploads.js";
import { FakeVideoCleaner } from "../uploads/uploads.fakes.js";

const images = new SharpImageProbe();
const messages = LISTING_IMAGE_RULE.messages;

const file = (content: Buffer, originalName = "p.png"): UploadedFile => ({
  originalName,
  size: content.length,
  read: async () => content,
});

/** A real, decodable PNG of that size. */
function aPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3b7d4f" } })
    .png()
    .toBuffer();
}

/**
 * A PNG whose header says `width`×`height` over one row of data: it cannot be decoded, so any
 * check that decoded it would answer "not an image".
 */
async function aPngHeader(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await aPng(1, 1));
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

/** The AVIF with its image size box (`ispe`: version and flags, width, height) saying width×height. */
function avifSaying(avif: Buffer, width: number, height: number): Buffer {
  const at = avif.indexOf("ispe");
  if (at < 0) throw new Error("no ispe box in the AVIF");
  const changed = Buffer.from(avif);
  changed.writeUInt32BE(width, at + 8);
  changed.writeUInt32BE(height, at + 12);
  return changed;
}

describe("pictures are judged by their headers before any is decoded", () => {
  it("refuses ten 7071×7071 pictures together (500 megapixels) and decodes none of them", async () => {
    const big = await aPngHeader(7071, 7071);
    const spent: number[] = [];
    const result = await checkUploads("images", Array(10).fill(file(big)), LISTING_IMAGE_RULE, {
      images,
      spendPixels: async (pixels) => {
        spent.push(pixels);
      },
    });
    // Decoded, these would also be "not an image files": they have no picture in them.
    expect(result.errors).toEqual({ images: [messages.tooManyPixelsTogether] });
    expect(result.accepted).toEqual([]);
    expect(spent).toEqual([]);
  });

  it("lets up to 125 megapixels through, charging them to the sender before decoding", async () => {
    const photo = await aPng(2000, 1500);
    const spent: number[] = [];
    const result = await checkUploads("images", [file(photo), file(photo)], LISTING_IMAGE_RULE, {
      images,
      spendPixels: async (pixels) => {
        spent.push(pixels);
      },
    });
    expect(result.errors).toEqual({});
    expect(result.accepted).toHaveLength(2);
    expect(spent).toEqual([6_000_000]);

    const justOver = await aPngHeader(5000, 5001);
    const over = await checkUploads("images", Array(5).fill(file(justOver)), LISTING_IMAGE_RULE, {
      images,
    });
    expect(over.errors).toEqual({ images: [messages.tooManyPixelsTogether] });
  });

  it("counts an AVIF's pixels 11 times and a GIF's 5 times: they cost that much more to decode", async () => {
    // 1000×1000 pictures are decoded when let through; the pair refused is judged by its header
    // alone, so it is the same AVIF saying 3000×3000 (encoding and decoding that many pixels took
    // a minute of a loaded CI's wall time).
    const flat = sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#345" } });
    const avif = await flat.clone().avif({ effort: 0 }).toBuffer();
    const gif = await flat.clone().gif().toBuffer();
    const spent: number[] = [];
    const spendPixels = async (pixels: number) => {
      spent.push(pixels);
    };
    const one = await checkUploads("images", [file(avif)], LISTING_IMAGE_RULE, {
      images,
      spendPixels,
    });
    expect(one.errors).toEqual({});
    const withGif = await checkUploads("images", [file(gif), file(gif)], LISTING_IMAGE_RULE, {
      images,
      spendPixels,
    });
    expect(withGif.errors).toEqual({});
    expect(spent).toEqual([11_000_000, 10_000_000]);
    const large = avifSaying(avif, 3000, 3000);
    expect(await sharp(large).metadata()).toMatchObject({ width: 3000, height: 3000 });
    const two = await checkUploads("images", [file(large), file(large)], LISTING_IMAGE_RULE, {
      images,
      spendPixels,
    });
    expect(two.errors).toEqual({ images: [messages.tooManyPixelsTogether] });
    expect(spent).toHaveLength(2);
  });

  it("decodes nothing when the sender's allowance refuses the pixels", async () => {
    const headerOnly = await aPngHeader(3000, 2000);
    const refused = checkUploads("images", [file(headerOnly)], LISTING_IMAGE_RULE, {
      images,
      spendPixels: async () => {
        throw new RateLimitedError(600);
      },
    });
    // Had it been decoded first, the answer would have been "not an image", not a refusal.
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
  });

  it.each([
    ["1000×50000", 1000, 50_000],
    ["50000×1000", 50_000, 1000],
    ["600×3001", 600, 3001],
  ])("refuses a %s strip with a clear message", async (_shape, width, height) => {
    const result = await checkUploads(
      "images",
      [file(await aPngHeader(width, height))],
      LISTING_IMAGE_RULE,
      { images },
    );
    expect(result.errors).toEqual({
      images: [
        "Each image's long side can be at most 5 times its short side: crop long panoramas and screenshots",
      ],
    });
  });

  it("keeps a panorama of 5:1 and a tall screenshot", async () => {
    const result = await checkUploads(
      "images",
      [file(await aPng(1000, 200)), file(await aPng(540, 1170))],
      LISTING_IMAGE_RULE,
      { images },
    );
    expect(result.errors).toEqual({});
    expect(result.accepted).toHaveLength(2);
  });
});

describe("videos are kept only without their metadata", () => {
  const MP4 = Buffer.concat([
    Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"),
    Buffer.alloc(64),
  ]);
  const rule: UploadRule = {
    kinds: "video",
    maxBytes: 1e6,
    maxCount: 3,
    messages: {
      wrongType: "Videos only",
      tooLarge: "Too big",
      tooMany: "Three at most",
      unavailable: "No videos now",
    },
  };

  it("stores what the cleaner made, not what was sent", async () => {
    const videos = new FakeVideoCleaner();
    const result = await checkUploads("videos", [file(MP4, "tour.mp4")], rule, { videos });
    expect(videos.stripped).toEqual(["mp4"]);
    expect(result.accepted[0]?.content.toString("latin1")).toMatch(/-stripped$/);
  });

  it.each([
    ["no cleaner at all", undefined, "No videos now"],
    ["a cleaner that cannot run", new FakeVideoCleaner("unavailable"), "No videos now"],
    ["a file the cleaner cannot read", new FakeVideoCleaner("unreadable"), "Videos only"],
  ])("refuses every video with %s", async (_what, videos, message) => {
    const result = await checkUploads("videos", [file(MP4, "tour.mp4")], rule, { videos });
    expect(result).toEqual({ accepted: [], errors: { videos: [message] } });
  });
});
