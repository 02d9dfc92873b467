import http from "node:http";
import zlib from "node:zlib";
import { type BuiltServer } from "../support/built-server.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decisions 20 and 21: pages are compressed per request (koa-compress), scripts and styles were
// compressed by the build and are served as they are.
let server: BuiltServer;

beforeAll(async () => {
  server = await sharedBuiltServer();
}, 90_000);
afterAll(() => server?.release());

/** A raw GET (fetch would decompress and hide the encoding). */
function rawGet(path: string, encoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = encoding ? { "accept-encoding": encoding } : {};
      http
        .get(`${server.baseUrl}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

describe("compressed pages and assets", () => {
  it("sends the home page brotli- or gzip-compressed when the browser accepts it, plain otherwise", async () => {
    const br = await rawGet("/", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("Find your next home in Ghana");

    const gzip = await rawGet("/properties", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toContain("<!DOCTYPE html>");

    const plain = await rawGet("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Find your next home in Ghana");
  });

  it("serves the style sheet from the .br the build wrote, byte for byte the plain file once decoded", async () => {
    const html = (await rawGet("/")).body.toString();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    expect(css).not.toBe("");
    const br = await rawGet(css, "br");
    const plain = await rawGet(css);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it("serves every hashed script and style sheet for a year, immutable, to any cache (decision 21)", async () => {
    const html = (await rawGet("/")).body.toString();
    const assets = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
    ];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await rawGet(asset ?? "", "br, gzip");
      expect([asset, res.status, res.headers["cache-control"]]).toEqual([
        asset,
        200,
        "public, max-age=31536000, immutable",
      ]);
    }
  });

  it("has every WebP size of a seeded listing photo", async () => {
    for (const path of [320, 640, 1024, 1600].map(
      (w) => `/images/seed/properties/p-1-1-${w}.webp`,
    )) {
      const res = await rawGet(path);
      expect([res.status, res.headers["content-type"]]).toEqual([200, "image/webp"]);
    }
  });
});
