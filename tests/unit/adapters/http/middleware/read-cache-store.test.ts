import zlib from "node:zlib";
import {
  type Entry,
  ReadCache,
} from "../../../../../src/adapters/http/middleware/read-cache-store.js";
import type { CatalogueChanges } from "../../../../../src/shared/ports.js";

// The read cache's bound in bytes must count what it really holds (issue 37's memory): an
// answer's buffer is often a view of a larger block, which a kept view would keep alive.
const quiet: CatalogueChanges = {
  live: true,
  state: "live",
  subscribe: () => () => {},
  ready: async () => {},
};

/** A results page's markup, about as compressible as the real one. */
const page = Buffer.from(
  Array.from(
    { length: 600 },
    (_, i) =>
      `<li class="min-w-0"><a href="/properties/${(i * 7919) % 100_000}">House ${i}</a></li>`,
  ).join(""),
);

const entry = (body: Buffer): Entry => ({
  headers: [["Content-Type", "text/html; charset=utf-8"]],
  body,
  route: "/properties",
});

/** The bytes of the memory block a buffer keeps alive. */
const block = (buffer: Buffer) => buffer.buffer.byteLength;

describe("ReadCache", () => {
  it("keeps a compressed page in a block of its own size, not zlib's larger output chunk", () => {
    const packed = zlib.brotliCompressSync(page, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
    });
    // The premise: zlib hands back a view of a bigger block.
    expect(block(packed)).toBeGreaterThan(packed.length);
    const cache = new ReadCache(1024 * 1024, quiet);
    cache.set("/properties?minPrice=1", entry(packed), cache.currentGeneration);
    const kept = cache.get("/properties?minPrice=1")?.body as Buffer;
    expect(kept).toEqual(packed);
    expect(block(kept)).toBe(kept.length);
  });

  it("keeps a short answer out of Node's shared 8 KB pool", () => {
    const json = Buffer.from('{"total":1234,"capped":false}');
    expect(block(json)).toBeGreaterThan(json.length);
    const cache = new ReadCache(1024 * 1024, quiet);
    cache.set("/api/properties/count", entry(json), cache.currentGeneration);
    const kept = cache.get("/api/properties/count")?.body as Buffer;
    expect(kept.toString()).toBe(json.toString());
    expect(block(kept)).toBe(kept.length);
  });

  it("holds no more memory in its answers than its bound, however many are set", () => {
    const bound = 256 * 1024;
    const cache = new ReadCache(bound, quiet);
    const keys = Array.from({ length: 200 }, (_, i) => `/properties?minPrice=${i}`);
    for (const key of keys) {
      const packed = zlib.gzipSync(Buffer.concat([page, Buffer.from(key)]), { level: 3 });
      cache.set(key, entry(packed), cache.currentGeneration);
    }
    const held = keys
      .map((key) => cache.get(key)?.body)
      .filter((body) => body !== undefined)
      .reduce((sum, body) => sum + block(body), 0);
    expect(held).toBeGreaterThan(bound / 2);
    expect(held).toBeLessThanOrEqual(bound);
  });
});
