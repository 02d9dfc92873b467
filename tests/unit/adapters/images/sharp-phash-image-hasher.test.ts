import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { bitsToBigint, SharpPhashImageHasher } from "#adapters/images/sharp-phash-image-hasher.js";
import {
  hammingDistance,
  PHOTO_MATCH_MAX_DISTANCE,
} from "#modules/listing-submissions/photo-matches.types.js";

const hasher = new SharpPhashImageHasher();
const photo = (name: string) =>
  fs.readFileSync(path.resolve("public/images/seed/properties", name));

async function hashOf(content: Buffer): Promise<bigint> {
  const hash = await hasher.hash(content);
  if (hash === null) throw new Error("expected a hash");
  return hash;
}

describe("SharpPhashImageHasher", () => {
  const original = photo("p-1-1-1600.webp");

  it.each([
    [
      "resized to a fifth and re-compressed as a poor JPEG",
      (s: Sharp) => s.resize(320).jpeg({ quality: 35 }),
    ],
    ["re-encoded as WebP", (s: Sharp) => s.webp({ quality: 50 })],
    ["shrunk to a 200 px PNG thumbnail", (s: Sharp) => s.resize(200).png()],
    [
      "enlarged and brightened by 8 %",
      (s: Sharp) => s.resize(2048).modulate({ brightness: 1.08 }).jpeg(),
    ],
    ["stripped of colour", (s: Sharp) => s.greyscale().jpeg({ quality: 70 })],
  ])("finds a copy %s within the match distance", async (_, alter) => {
    const copy = await alter(sharp(original)).toBuffer();
    expect(copy.equals(original)).toBe(false);
    const distance = hammingDistance(await hashOf(original), await hashOf(copy));
    expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it("keeps different photos of the same kind beyond the match distance", async () => {
    const hash = await hashOf(original);
    for (const other of [
      "p-3-1-1600.webp",
      "p-21-1-1600.webp",
      "p-10-1-1600.webp",
      "p-1-3-1600.webp",
    ]) {
      const distance = hammingDistance(hash, await hashOf(photo(other)));
      expect({ other, far: distance > PHOTO_MATCH_MAX_DISTANCE }).toEqual({ other, far: true });
    }
  });

  it("does not fingerprint a picture of one flat colour (its hash would be noise)", async () => {
    const flat = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    expect(await hasher.hash(flat)).toBeNull();
  });

  it("gives no hash to a file with an image's signature but a broken body", async () => {
    const png = await sharp(original).png().toBuffer();
    expect(await hasher.hash(png.subarray(0, 200))).toBeNull();
  });

  it("stores the 64 bits as a signed bigint, the way PostgreSQL keeps them", () => {
    expect(bitsToBigint("0".repeat(64))).toBe(0n);
    expect(bitsToBigint(`1${"0".repeat(63)}`)).toBe(-(2n ** 63n));
    expect(bitsToBigint(`0${"1".repeat(63)}`)).toBe(2n ** 63n - 1n);
    expect(() => bitsToBigint("0101")).toThrow("not a 64-bit hash");
  });
});

describe("hammingDistance", () => {
  it("counts the differing bits of two signed 64-bit hashes", () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0010n)).toBe(2);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
  });
});
