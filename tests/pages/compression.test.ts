import { type BuiltServer, startBuiltServer } from "../support/built-server.js";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 90_000);
afterAll(() => server?.stop());

const asks = (encoding: string) => ({ "accept-encoding": encoding });

describe("compressed pages and assets (decision 21)", () => {
  it.each(["br", "gzip"])(
    "streams the home page %s-compressed, and it still renders",
    async (enc) => {
      const res = await fetch(`${server.baseUrl}/`, { headers: asks(enc) });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(enc);
      // A stream: no length known up front, sent in chunks as Vike renders.
      expect(res.headers.get("content-length")).toBeNull();
      const html = await res.text();
      expect(html).toContain('<html lang="en-GH">');
      expect(html).toContain("</html>");
    },
  );

  it("serves the hashed scripts compressed above 1 KB, and all immutable for a year", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(1);
    let compressed = 0;
    for (const script of new Set(scripts)) {
      const plain = await fetch(`${server.baseUrl}${script}`, { headers: asks("identity") });
      const size = (await plain.arrayBuffer()).byteLength;
      const res = await fetch(`${server.baseUrl}${script}`, { headers: asks("br, gzip") });
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-encoding")).toBe(size > 1024 ? "br" : null);
      if (size > 1024) compressed += 1;
      expect((await res.arrayBuffer()).byteLength).toBe(size);
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it("answers a plain page to a client that asks for no compression", async () => {
    const res = await fetch(`${server.baseUrl}/properties`, { headers: asks("identity") });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain('<html lang="en-GH">');
  });
});
