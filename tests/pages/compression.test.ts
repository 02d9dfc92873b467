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

  it("serves a hashed script compressed and immutable for a year", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const script = /<script src="(\/assets\/[^"]+\.js)" type="module"/.exec(html)?.[1];
    const res = await fetch(`${server.baseUrl}${script}`, { headers: asks("br, gzip") });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.text()).length).toBeGreaterThan(1024);
  });

  it("answers a plain page to a client that asks for no compression", async () => {
    const res = await fetch(`${server.baseUrl}/properties`, { headers: asks("identity") });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain('<html lang="en-GH">');
  });
});
