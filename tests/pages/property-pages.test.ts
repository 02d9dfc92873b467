import { type BuiltServer } from "../support/built-server.js";
import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";
import { whatsAppShareText } from "./share-link.js";

interface ApiProperty {
  id: number;
  title: string;
  price: string;
  description: string;
  images: string[];
  agent: { name: string } | null;
}

let server: BuiltServer;
let property: ApiProperty;

beforeAll(async () => {
  server = await sharedBuiltServer();
  const list: ApiProperty[] = await (
    await fetch(`${server.baseUrl}/api/properties?featured=true&limit=1`)
  ).json();
  const first = list[0];
  if (!first) throw new Error("the seed has no featured property");
  property = first;
}, 90_000);

afterAll(async () => {
  await server?.release();
});

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");

describe("/properties/{id} rendered on the server", () => {
  it("holds the title, price, description, agent and inquiry form before any script runs", async () => {
    const { status, html } = await server.get(`/properties/${property.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`>${escapeHtml(property.title)}</h1>`);
    expect(html).toContain(`GH₵${Math.round(Number(property.price)).toLocaleString("en-US")}`);
    expect(html).toContain(escapeHtml(property.description.slice(0, 40)));
    expect(html).toContain(escapeHtml(property.agent?.name ?? "no agent"));
    expect(html).toContain(">Contact Agent</a>");
    expect(html).toMatch(/href="https:\/\/wa\.me\/233\d{9}\?text=/);
    expect(html).toContain(">Send Inquiry</button>");
    expect(html).toContain('for="inquiry-email"');
  });

  it("says on the server that the seeded re-listing was listed before, counting its days (decision 102)", async () => {
    const list: ApiProperty[] = await (
      await fetch(
        `${server.baseUrl}/api/properties?search=${encodeURIComponent("off Boundary Road")}`,
      )
    ).json();
    const relisted = list.find(
      (p) => p.title === "2 Bedroom Apartment off Boundary Road, East Legon",
    );
    if (!relisted) throw new Error("the seed has no re-listed flat");
    const { status, html } = await server.get(`/properties/${relisted.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(/Listed before on Ofie: \w+ \d{4} at GH₵6,500/);
    expect(html).toContain("counting its earlier listing");
  });

  it("has its own title, Open Graph tags and schema.org JSON-LD in cedis", async () => {
    const { html } = await server.get(`/properties/${property.id}`);
    expect(html).toMatch(new RegExp(`<title>${escapeHtml(property.title)} — `));
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(
      `<meta property="og:url" content="${server.baseUrl}/properties/${property.id}"`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${server.baseUrl}/properties/${property.id}"`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${server.baseUrl}${property.images[0]}"`,
    );
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(property.title);
    expect(ld.offers).toMatchObject({ priceCurrency: "GHS", price: property.price });
    expect(ld.about.address.addressCountry).toBe("GH");
  });

  it("has Share with a WhatsApp link carrying the listing's title and absolute URL", async () => {
    const { html } = await server.get(`/properties/${property.id}`);
    expect(html).toMatch(/<summary[^>]*>Share<\/summary>/);
    const text = whatsAppShareText(html);
    expect(text).toContain(property.title);
    expect(text).toContain(`GH₵${Math.round(Number(property.price)).toLocaleString("en-US")}`);
    expect(text.endsWith(`\n${server.baseUrl}/properties/${property.id}`)).toBe(true);
  });

  it("shows the similar listings of GET /api/properties/{id}/similar under the property", async () => {
    const similar: ApiProperty[] = await (
      await fetch(`${server.baseUrl}/api/properties/${property.id}/similar`)
    ).json();
    expect(similar.length).toBeGreaterThan(0);
    const { html } = await server.get(`/properties/${property.id}`);
    const section = html.slice(html.indexOf(">Similar properties</h2>"));
    expect(section.length).toBeLessThan(html.length);
    for (const p of similar) {
      expect(section).toContain(`href="/properties/${p.id}"`);
      expect(section).toContain(escapeHtml(p.title));
    }
    // The browser's recently viewed row is not the server's to render.
    expect(html).not.toContain("Recently viewed");
  });

  it.each(["999999", "abc"])("/properties/%s answers 404 with 'Property Not Found'", async (id) => {
    const { status, html } = await server.get(`/properties/${id}`);
    expect(status).toBe(404);
    expect(html).toContain("Property Not Found");
    expect(html).not.toContain("Page Not Found");
  });

  it("other unknown paths stay 'Page Not Found'", async () => {
    const { status, html } = await server.get("/no/such/thing");
    expect(status).toBe(404);
    expect(html).toContain("Page Not Found");
  });
});

describe("/favorites and /compare rendered on the server", () => {
  it("lists a signed-in user's saved property with its short price, or 'No Favorites Yet'", async () => {
    const session = await server.signUp({
      email: "kofi.boateng@example.com",
      firstName: "Kofi",
      lastName: "Boateng",
    });
    const empty = await server.get("/favorites", session);
    expect(empty.html).toContain("No Favorites Yet");

    const saved = await server.send("POST", "/api/favorites", { propertyId: property.id }, session);
    expect(saved.status).toBe(201);
    const { status, html } = await server.get("/favorites", session);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>My Favorites<\/h1>/);
    expect(html).toContain(escapeHtml(property.title));
    const price = Number(property.price);
    const short =
      price >= 1_000_000
        ? `GH₵${(price / 1_000_000).toFixed(1)}M`
        : `GH₵${Math.round(price / 1_000)}K`;
    expect(html).toContain(short);
    expect(html).not.toContain("No Favorites Yet");
  });

  it("asks a visitor to sign in on /favorites, with a link back", async () => {
    const { status, html } = await server.get("/favorites");
    expect(status).toBe(200);
    expect(html).toContain("Sign in required");
    expect(html).toContain('href="/login?returnTo=%2Ffavorites"');
  });

  it("/compare answers with its heading and the property picker", async () => {
    const { status, html } = await server.get("/compare");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Compare Properties<\/h1>/);
    expect(html).toContain("Add a property");
  });
});

describe("data saver on the server's first paint (issue 17)", () => {
  const cardPhotos = (html: string) => html.match(/<img [^>]*-640\.webp 640w/g) ?? [];

  it("Save-Data: on, or the visitor's cookie, sends /properties with no card photo at all; a repeat without it is not served that copy", async () => {
    const plain = await server.get("/properties");
    expect(cardPhotos(plain.html).length).toBeGreaterThanOrEqual(12);
    const askings: Record<string, string>[] = [
      { "save-data": "on" },
      { cookie: "ofie_data_saver=1" },
    ];
    for (const asked of askings) {
      const saver = await server.get("/properties", asked);
      expect(saver.status).toBe(200);
      expect(cardPhotos(saver.html)).toEqual([]);
      expect(saver.html.match(/>Show photo<span class="sr-only">/g)?.length).toBeGreaterThanOrEqual(
        12,
      );
    }
    // The read cache keeps the two apart: the ordinary page still has its photos.
    expect(cardPhotos((await server.get("/properties")).html).length).toBeGreaterThanOrEqual(12);
    // The visitor's own "off" wins over the browser's header.
    const off = await server.get("/properties", { "save-data": "on", cookie: "ofie_data_saver=0" });
    expect(cardPhotos(off.html).length).toBeGreaterThanOrEqual(12);
  });

  it("the property page's photo comes at its smallest size, still first", async () => {
    const { html } = await server.get(`/properties/${property.id}`, { "save-data": "on" });
    const main = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(main).toMatch(/srcset="[^"]*-320\.webp 320w"/i);
    expect(main).not.toContain("-640.webp");
  });
});
