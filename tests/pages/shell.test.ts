import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

// The shell of every page (header, footer, head tags) and /login, as the production build serves them.
const server = sharedBuiltServerForFile();

const MAIN_LINKS = [
  ["/properties", "Properties"],
  ["/student-hostels", "Student Hostels"],
  ["/agents", "Agents"],
  ["/blog", "Blog"],
  ["/about", "About"],
  ["/contact", "Contact"],
  ["/financing", "Financing"],
];

const LEGAL_LINKS = [
  ["terms", "Terms of Service"],
  ["privacy", "Privacy Policy"],
  ["disclaimer", "Disclaimers"],
  ["realestate", "Real Estate Disclosures"],
  ["eula", "EULA"],
  ["gdpr", "GDPR"],
  ["ccpa", "CCPA"],
  ["cookies", "Cookies Policy"],
  ["ads", "Ads Policy"],
];

const link = (href: string, label: string) =>
  new RegExp(`<a[^>]*href="${href.replace(/[?]/g, "\\?")}"[^>]*>${label}</a>`);

async function page(pathname: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.baseUrl}${pathname}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  return res.text();
}

function headerOf(html: string): string {
  return /<header[^>]*>.*?<\/header>/s.exec(html)?.[0] ?? "";
}

function footerOf(html: string): string {
  return /<footer[^>]*>.*?<\/footer>/s.exec(html)?.[0] ?? "";
}

describe("page shell rendered on the server", () => {
  it.each(["/", "/login"])(
    "%s has the header's seven links and a visitor's buttons",
    async (path) => {
      const header = headerOf(await page(path));
      expect(header).toMatch(/<a[^>]*href="\/"[^>]*>.*Ofie<\/a>/s);
      for (const [href, label] of MAIN_LINKS)
        expect(header).toMatch(link(href as string, label as string));
      expect(header).toMatch(link("/agent-registration", "For Agents"));
      expect(header).toMatch(link("/list-property", "List Property"));
      expect(header).toMatch(link("/login", "Sign In"));
      expect(header).not.toContain("Sign Out");
      expect(header).toContain('aria-label="Open menu"');
    },
  );

  it.each(["/", "/login"])(
    "%s has the footer's columns, nine legal links and the rights line",
    async (path) => {
      const footer = footerOf(await page(path));
      for (const column of ["Quick Links", "Services", "Legal", "Contact"]) {
        expect(footer).toContain(`>${column}</h2>`);
      }
      expect(footer).toMatch(link("/properties?type=sale", "Buy Property"));
      expect(footer).toMatch(link("/properties?type=rent", "Rent Property"));
      expect(footer).toMatch(link("/financing#mortgage", "Mortgage Calculator"));
      expect(footer).toMatch(link("/price-guide", "Price Guide"));
      for (const [tab, label] of LEGAL_LINKS) {
        expect(footer).toMatch(link(`/legal?tab=${tab}`, label as string));
      }
      // The year from the server's clock (Accra's, which is UTC), not a year written in the code.
      expect(footer).toContain(`© ${new Date().getUTCFullYear()} Ofie. All rights reserved.`);
      expect(footer).toContain("24/7 online support");
      expect(footer).toContain('href="mailto:info@ofie.com.gh"');
      expect(footer).toMatch(/href="https:\/\/wa\.me\/233\d{9}\?text=[^"]+"/);
    },
  );

  it("marks the current page's link in the header", async () => {
    const header = headerOf(await page("/about"));
    expect(header).toMatch(/<a[^>]*href="\/about"[^>]*aria-current="page"[^>]*>About<\/a>/);
    expect(header.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("sets the default title, description and Open Graph tags, and /login its own title", async () => {
    const home = await page("/");
    expect(home).toContain('<meta property="og:site_name" content="Ofie"');
    expect(home).toContain('<meta property="og:type" content="website"');
    expect(home).toContain('<meta property="og:locale" content="en_GH"');
    expect(home).toMatch(/<meta name="description" content="[^"]+"/);

    const login = await page("/login");
    expect(login).toMatch(/<title>Sign in — Ofie<\/title>/);
    expect(login).toMatch(/<meta property="og:title" content="Sign in — Ofie"/);
    expect(login).toContain('<meta property="og:site_name" content="Ofie"');
  });

  it("gives every route of spec §2 its own title and a description", async () => {
    const [property] = (await (await fetch(`${server.baseUrl}/api/properties?limit=1`)).json()) as {
      id: number;
      title: string;
    }[];
    const [post] = (await (await fetch(`${server.baseUrl}/api/blog?limit=1`)).json()) as {
      slug: string;
      title: string;
    }[];
    if (!property || !post) throw new Error("the seeded database has no property or article");
    const user = await server.signUp({
      email: "ama.titles@example.com",
      firstName: "Ama",
      lastName: "Boateng",
    });
    // Each route and a word of its own that its title must hold.
    const routes: [string, string][] = [
      ["/", "houses, apartments, land and hostels"],
      ["/properties", "Properties in Ghana"],
      ["/properties?type=sale", "Buy Property"],
      ["/properties?type=rent", "Rent Property"],
      [`/properties/${property.id}`, property.title],
      ["/student-hostels", "Student hostels"],
      ["/agents", "agents"],
      ["/blog", "news and guides"],
      [`/blog/${post.slug}`, post.title],
      ["/about", "About"],
      ["/contact", "Contact"],
      ["/financing", "financing"],
      ["/legal", "Legal"],
      ["/compare", "Compare"],
      ["/list-property", "List Your Property"],
      ["/agent-registration", "Agent"],
      ["/favorites", "favorites"],
      ["/profile", "profile"],
      ["/login", "Sign in"],
      ["/admin/login", "Admin login"],
      ["/admin", "Admin Dashboard"],
    ];
    const decode = (s: string) =>
      s
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    const titles: string[] = [];
    for (const [path, own] of routes) {
      const html = await page(path, user);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      expect({ path, title }).toEqual({ path, title: expect.stringContaining(own) });
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect({ path, description: description.trim().length > 0 }).toEqual({
        path,
        description: true,
      });
      titles.push(title);
    }
    expect(new Set(titles).size).toBe(routes.length);
    expect(titles).not.toContain("Ofie — property for sale and rent in Ghana");
  });

  it("/login renders its heading and both forms' tabs before any script runs", async () => {
    const html = await page("/login?returnTo=%2Ffavorites");
    expect(html).toMatch(/<h1[^>]*>Welcome to Ofie<\/h1>/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Sign In<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*>Create Account<\/button>/);
    expect(html).toContain('<label for="signin-email"');
    expect(html).toContain('<label for="signin-password"');
  });

  it("renders the signed-in header from the session, with no loading placeholder", async () => {
    // Production cookies are Secure: the app trusts the proxy's https header, as behind a real proxy.
    const https = { "x-forwarded-proto": "https" };
    const register = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { ...https, "content-type": "application/json" },
      body: JSON.stringify({
        email: "efua.owusu@example.com",
        password: "a-long-password",
        firstName: "Efua",
        lastName: "Owusu",
      }),
    });
    expect(register.status).toBe(201);
    const cookie = /ofie\.sid=[^;]+/.exec(register.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();

    const header = headerOf(await page("/about", { ...https, cookie: cookie as string }));
    expect(header).toMatch(/Welcome, (<!-- -->)?Efua/);
    expect(header).toContain(">Sign Out</button>");
    expect(header).toMatch(link("/favorites", "Favorites"));
    expect(header).toMatch(link("/profile", "Profile"));
    expect(header).toMatch(link("/compare", "Compare"));
    expect(header).not.toContain("For Agents");
    expect(header).not.toContain('aria-busy="true"');
  });
});
