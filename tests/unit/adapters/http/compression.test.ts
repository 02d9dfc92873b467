import zlib from "node:zlib";
import {
  encodingFor,
  FRESH_LEVEL,
  recompressForKeeping,
} from "../../../../src/adapters/http/middleware/compression.js";

// Decision 63: an answer is compressed lightly when made; the read cache redoes a kept one at
// the kept level. The same plain bytes must come out, never more compressed ones.
const listing = (i: number) => ({
  id: i,
  title: `Three-bedroom house ${i} in East Legon`,
  description: "A walled three-bedroom house with a boys' quarters, a borehole and a garden.",
  price: String(1_850_000 + i * 1000),
  city: "Accra",
});
const plain = Buffer.from(JSON.stringify(Array.from({ length: 40 }, (_, i) => listing(i))));

describe("recompressForKeeping", () => {
  it("packs a fresh brotli answer at the kept quality, to the same bytes once decoded", async () => {
    const fresh = zlib.brotliCompressSync(plain, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FRESH_LEVEL.br },
    });
    const kept = await recompressForKeeping(fresh, "br");
    expect(kept).toBeDefined();
    expect(zlib.brotliDecompressSync(kept as Buffer)).toEqual(plain);
    expect((kept as Buffer).length).toBeLessThanOrEqual(fresh.length);
  });

  it("does the same for gzip", async () => {
    const fresh = zlib.gzipSync(plain, { level: FRESH_LEVEL.gzip });
    const kept = await recompressForKeeping(fresh, "gzip");
    expect(zlib.gunzipSync(kept as Buffer)).toEqual(plain);
    expect((kept as Buffer).length).toBeLessThanOrEqual(fresh.length);
  });

  it("leaves an answer sent as it is (or in an encoding it does not redo) alone", async () => {
    expect(await recompressForKeeping(plain, undefined)).toBeUndefined();
    expect(await recompressForKeeping(plain, "identity")).toBeUndefined();
  });
});

describe("encodingFor", () => {
  const asking = (header: string) => ({ get: () => header });

  it("takes brotli when the browser lists it as gladly as gzip, in any order", () => {
    expect(encodingFor("gzip", asking("gzip, deflate, br, zstd"))).toBe("br");
    expect(encodingFor("br", asking("br, gzip"))).toBe("br");
    expect(encodingFor("gzip", asking("gzip, *"))).toBe("br");
  });

  it("keeps gzip when brotli is less welcome or refused, and nothing for identity", () => {
    expect(encodingFor("gzip", asking("gzip, br;q=0.5"))).toBe("gzip");
    expect(encodingFor("gzip", asking("gzip, br;q=0"))).toBe("gzip");
    expect(encodingFor("gzip", asking("gzip"))).toBe("gzip");
    expect(encodingFor("identity", asking("identity, gzip;q=0.5"))).toBeUndefined();
    expect(encodingFor(false, asking(""))).toBeUndefined();
  });
});
