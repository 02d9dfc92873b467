import { type BuiltServer } from "../support/built-server.js";
import { entryScriptOf } from "../support/entry-script.js";
import { escapeHtml, seedsIn } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

interface ApiProperty {
  id: number;
  title: string;
  price: string;
}

let server: BuiltServer;
let baseUrl: string;

beforeAll(async () => {
  server = await sharedBuiltServer();
  baseUrl = server.baseUrl;
}, 90_000);
afterAll(() => server?.release());

describe("server-side rendered pages", () => {
  it("renders the home page with the three featured properties, their links and GH₵ prices", async () => {
    const api = await fetch(`${baseUrl}/api/properties?featured=true&limit=3`);
    const featured = (await api.json()) as ApiProperty[];
    expect(featured).toHaveLength(3);

    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en-GH">');
    expect(html).toMatch(/<header[^>]*>.*Ofie.*<\/header>/s);
    for (const property of featured) {
      expect(html).toContain(escapeHtml(property.title));
      expect(html).toContain(`href="/properties/${property.id}"`);
      expect(html).toContain(cedis(property.price));
    }
  });

  it("seeds the client with exactly what the API answers for the same URL, plus the hydrating script", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const url = "/api/properties?featured=true&limit=3";
    const api = await (await fetch(`${baseUrl}${url}`)).json();
    expect(api).toHaveLength(3);
    expect(seedsIn(html)[url]).toEqual(api);

    const script = entryScriptOf(html);
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("answers an unknown path with 404 and 'Page Not Found', in the tab's title too", async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("<title>Page Not Found | Ofie</title>");
  });

  it("answers HEAD with the page's status and no body", async () => {
    const res = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toBe("");
  });

  it("leaves the API answering JSON, including its own 404", async () => {
    const list = await fetch(`${baseUrl}/api/properties?limit=1`);
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    const missing = await fetch(`${baseUrl}/api/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Not Found" });
  });
});

function cedis(price: string): string {
  return `GH₵${Number(price).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}
