import { escapeHtml, seedsIn } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

const server = sharedBuiltServerForFile();

const api = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> =>
  (await fetch(`${server.baseUrl}${path}`, { headers })).json();

/** Spec §2: the home's ten sections, in order, by their anchors. */
const SECTIONS = [
  "search",
  "location",
  "stats",
  "featured-properties",
  "featured-agents",
  "services",
  "market-analysis",
  "latest-posts",
  "mortgage",
  "get-started",
];

describe("/ for a visitor", () => {
  let html: string;
  beforeAll(async () => {
    const res = await server.get("/");
    expect(res.status).toBe(200);
    html = res.html;
  });

  it("holds the ten sections in the spec's order", () => {
    const positions = SECTIONS.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("renders the 3 featured properties, 4 featured agents and 3 latest posts from the seed", async () => {
    const properties = await api<{ id: number; title: string }[]>(
      "/api/properties?featured=true&limit=3",
    );
    const agents = await api<{ name: string }[]>("/api/agents?featured=true&limit=4");
    const posts = await api<{ title: string; slug: string }[]>("/api/blog?limit=3");
    expect([properties.length, agents.length, posts.length]).toEqual([3, 4, 3]);

    const section = (id: string) => {
      const start = html.indexOf(`id="${id}"`);
      return html.slice(start, html.indexOf(`id="${SECTIONS[SECTIONS.indexOf(id) + 1]}"`));
    };
    for (const p of properties) {
      expect(section("featured-properties")).toContain(escapeHtml(p.title));
      expect(section("featured-properties")).toContain(`href="/properties/${p.id}"`);
    }
    for (const a of agents) expect(section("featured-agents")).toContain(escapeHtml(a.name));
    for (const post of posts) {
      expect(section("latest-posts")).toContain(escapeHtml(post.title));
      expect(section("latest-posts")).toContain(`href="/blog/${post.slug}"`);
    }
  });

  it("seeds the client with exactly what the API answers for each home URL", async () => {
    const seeds = seedsIn(html);
    const urls = [
      "/api/properties?featured=true&limit=3",
      "/api/agents?featured=true&limit=4",
      "/api/blog?limit=3",
    ];
    expect(Object.keys(seeds).sort()).toEqual([...urls].sort());
    for (const url of urls) expect(seeds[url]).toEqual(await api(url));
  });

  it("serves a hero search that works without JavaScript", () => {
    const form = /<form[^>]*aria-label="Search properties"[^>]*>(.*?)<\/form>/s.exec(html);
    expect(form?.[0]).toMatch(/method="get"/);
    expect(form?.[0]).toMatch(/action="\/properties"/);
    for (const name of [
      "search",
      "propertyType",
      "region",
      "priceRange",
      "furnishing",
      "nearUniversity",
    ])
      expect(form?.[1]).toContain(`name="${name}"`);
    expect(form?.[1]).toContain('role="combobox"');
    expect(form?.[1]).toContain('value="1000000-plus"');
    expect(form?.[1]).toContain('value="student-hostel"');
  });

  it("renders the location banner as 'detecting' (the browser resolves it)", () => {
    expect(html).toContain('data-state="detecting"');
    expect(html).toContain("Detecting your location");
  });

  it("has the calculator under the 'mortgage' anchor and the calls to action", () => {
    const mortgage = html.slice(html.indexOf('id="mortgage"'), html.indexOf('id="get-started"'));
    expect(mortgage).toContain("500000");
    const cta = html.slice(html.indexOf('id="get-started"'));
    expect(cta).toContain('href="/properties"');
    expect(cta).toContain('href="/list-property"');
  });

  it("has its own title and description", () => {
    expect(html).toMatch(
      /<title>Ofie — houses, apartments, land and hostels for sale and rent in Ghana<\/title>/,
    );
    expect(html).toMatch(/<meta name="description" content="Search property for sale and rent/);
  });
});

describe("/ for a signed-in user", () => {
  let session: Record<string, string>;
  beforeAll(async () => {
    session = await server.signUp({
      email: "kwame.asante@example.com",
      firstName: "Kwame",
      lastName: "Asante",
    });
  });

  it("is the dashboard, welcoming the user by first name, with no visitor sections", async () => {
    const { status, html } = await server.get("/", session);
    expect(status).toBe(200);
    // A brand-new account is welcomed, not welcomed back (issue 18).
    expect(html).toContain("Welcome, Kwame!");
    expect(html).not.toContain("Welcome back");
    expect(html).toContain(">User</span>");
    expect(html).toContain('href="/agent-registration"');
    expect(html).toContain("Become Agent");
    expect(html).not.toContain('id="featured-agents"');
    expect(html).not.toContain("Detecting your location");
  });

  it("shows the latest 6 properties and the user's own favourites and inquiries", async () => {
    const latest = await api<{ id: number; title: string }[]>("/api/properties?limit=6");
    expect(latest).toHaveLength(6);
    const saved = latest[5];
    const asked = latest[4];
    const favourite = await server.send(
      "POST",
      "/api/favorites",
      { propertyId: saved.id },
      session,
    );
    expect(favourite.status).toBeLessThan(300);
    const inquiry = await server.send(
      "POST",
      "/api/inquiries",
      {
        name: "Kwame Asante",
        email: "kwame.asante@example.com",
        phone: "024 123 4567",
        message: "Is this still available? I would like a viewing on Saturday.",
        propertyId: asked.id,
      },
      session,
    );
    expect(inquiry.status).toBe(201);

    const { html } = await server.get("/", session);
    for (const p of latest) expect(html).toContain(`href="/properties/${p.id}"`);
    const recent = html.slice(html.indexOf("Recent Favorites"));
    expect(recent).toContain(escapeHtml(saved.title));
    expect(recent).toContain(">pending</span>");

    const seeds = seedsIn(html);
    expect(seeds["/api/agents/profile"]).toBeNull();
    expect(seeds["/api/inquiries"]).toEqual(await api("/api/inquiries", session));
    expect(seeds["/api/favorites"]).toEqual(await api("/api/favorites", session));
    expect(seeds["/api/properties?limit=6"]).toEqual(latest);
  });
});
