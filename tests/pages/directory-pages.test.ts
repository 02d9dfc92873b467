import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";
import { whatsAppShareText } from "./share-link.js";

const server = sharedBuiltServerForFile();

const api = async <T>(path: string): Promise<T> => (await fetch(`${server.baseUrl}${path}`)).json();

async function page(path: string): Promise<string> {
  const { status, html } = await server.get(path);
  expect(status).toBe(200);
  return html;
}

/** The slugs of the articles listed, in page order (the header's /blog link has no slug). */
function articleSlugs(html: string): string[] {
  const section = /<section aria-label="Articles".*?<\/section>/s.exec(html)?.[0] ?? "";
  return [...section.matchAll(/<a href="\/blog\/([^"]+)"/g)].map((m) => m[1] ?? "");
}

/** Positions of each text in the HTML: their order on the page. */
const order = (html: string, texts: string[]) => texts.map((t) => html.indexOf(escapeHtml(t)));

describe("directory pages rendered on the server", () => {
  it("/student-hostels lists every hostel with the count, before any script runs", async () => {
    const hostels = await api<{ name: string; pricePerSemester: string }[]>("/api/student-hostels");
    const html = await page("/student-hostels");
    expect(html).toMatch(/<h1[^>]*>Student Hostels Near Ghana(&#x27;|')s Universities<\/h1>/);
    expect(html).toContain(`${hostels.length} hostels found`);
    for (const h of hostels) expect(html).toContain(escapeHtml(h.name));
    expect(html).toContain(">Contact Hostel</a>");
  });

  it("/student-hostels?… renders the filters a GET form sent, as the API answers them (issue 33)", async () => {
    const query = "search=&university=all&priceRange=2000-3000&bedSpacesOnly=true";
    const wanted = await api<{ name: string }[]>(`/api/student-hostels?${query}`);
    const all = await api<{ name: string }[]>("/api/student-hostels");
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(all.length);
    const html = await page(`/student-hostels?${query}`);
    const form = /<form[^>]*aria-label="Find a hostel"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/student-hostels"');
    // The cards, not the page's data (which holds every hostel for the browser's filters).
    const results =
      /<section aria-labelledby="hostels-heading".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(results).toContain(`${wanted.length} hostel${wanted.length === 1 ? "" : "s"} found`);
    const shown = all.filter((h) => results.includes(`>${escapeHtml(h.name)}</a></h3>`));
    expect(shown.map((h) => h.name).sort()).toEqual(wanted.map((h) => h.name).sort());
    // The fold is open on the filters the address holds.
    expect(html).toMatch(/<details open=""/);
  });

  it("/student-hostels shows each hostel's rooms, beds left or Full, semester and distance", async () => {
    const hostels =
      await api<
        {
          name: string;
          semester: string;
          distanceKm: number;
          nearbyUniversities: string[];
          rooms: { bedSpacesLeft: number }[];
        }[]
      >("/api/student-hostels");
    const html = await page("/student-hostels");
    for (const h of hostels) {
      expect(html).toContain(
        escapeHtml(`${h.distanceKm.toFixed(1)} km to ${h.nearbyUniversities[0]}`),
      );
      expect(html).toContain(escapeHtml(`Rooms for ${h.semester}`));
    }
    expect(html).toMatch(/>Full<\/span>/);
    expect(html).toMatch(/>\d+ beds? left<\/span>/);
    for (const label of ["Room type", "Distance to campus", "Bed spaces left only"])
      expect(html).toContain(label);
  });

  it("/student-hostels/{id} renders the hostel, its rooms, distance and contact on the server", async () => {
    type Hostel = { id: number; name: string; images: string[]; semester: string };
    const [hostel] = await api<Hostel[]>("/api/student-hostels");
    if (!hostel) throw new Error("the seed has no hostel");
    const html = await page(`/student-hostels/${hostel.id}`);
    expect(html).toContain(`<title>${escapeHtml(hostel.name)}`);
    expect(html).toContain(escapeHtml(`Rooms for ${hostel.semester}`));
    expect(html).toMatch(/<th scope="col"[^>]*>Beds left<\/th>/);
    expect(html).toContain(">Distance to campus</dt>");
    expect(html).toContain(">Contact Hostel</a>");
    expect(html).toContain(`href="${hostel.images[0]}"`);
    // The finder's cards link here.
    expect(await page("/student-hostels")).toContain(`href="/student-hostels/${hostel.id}"`);
  });

  it("/student-hostels/{id} has Share with a WhatsApp link carrying the hostel's absolute URL", async () => {
    type Hostel = { id: number; name: string; pricePerSemester: string };
    const [hostel] = await api<Hostel[]>("/api/student-hostels");
    if (!hostel) throw new Error("the seed has no hostel");
    const html = await page(`/student-hostels/${hostel.id}`);
    expect(html).toMatch(/<summary[^>]*>Share<\/summary>/);
    const text = whatsAppShareText(html);
    expect(text).toContain(hostel.name);
    expect(text).toContain(`${hostel.pricePerSemester} per semester`);
    expect(text.endsWith(`\n${server.baseUrl}/student-hostels/${hostel.id}`)).toBe(true);
  });

  it.each(["999999", "abc", "0"])(
    "/student-hostels/%s answers 404 'Hostel Not Found'",
    async (id) => {
      const { status, html } = await server.get(`/student-hostels/${id}`);
      expect(status).toBe(404);
      expect(html).toContain("Hostel Not Found");
    },
  );

  it("/agents lists the agents, sorted on the server", async () => {
    const bySales = await api<{ name: string; propertiesSold: number }[]>("/api/agents?sort=sales");
    const sold = bySales.map((a) => a.propertiesSold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const html = await page("/agents?sort=sales");
    expect(html).toMatch(/<h1[^>]*>Find a Real Estate Agent<\/h1>/);
    expect(html).toContain(`${bySales.length} agents found`);
    const positions = order(
      html,
      bySales.map((a) => a.name),
    );
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain("Why choose an Ofie agent?");
  });

  it("/agents?search= with no match shows 'No Agents Found'", async () => {
    expect(await page("/agents?search=zzzz-nobody")).toContain("No Agents Found");
  });

  it("/agents/{id} shows the agent, their licence as checked and the fees reported, before any script runs (decision 100)", async () => {
    const agents = await api<{ id: number; name: string }[]>("/api/agents?limit=100");
    const idOf = (name: string) => agents.find((a) => a.name === name)?.id;
    const akosua = await page(`/agents/${idOf("Akosua Mensah")}`);
    expect(akosua).toMatch(/<h1[^>]*>Akosua Mensah<\/h1>/);
    expect(akosua).toMatch(/Licence checked \d{1,2} \w+ 20\d\d/);
    expect(akosua).toContain("No report of a fee not shown on this agent");
    const kwame = await page(`/agents/${idOf("Kwame Asante")}`);
    expect(kwame).toContain("2 renters reported a viewing fee of about GH₵50");
    expect(kwame).toContain("Ofie has not recorded a licence check for this agent.");
    expect(kwame).not.toMatch(/Licence checked \d/);
    // The directory's cards say it too, and lead to the page.
    const directory = await page("/agents");
    expect(directory).toContain(`href="/agents/${idOf("Akosua Mensah")}"`);
    expect(directory).toMatch(/Licence checked \d/);
    for (const id of ["999999", "abc"]) {
      const { status, html } = await server.get(`/agents/${id}`);
      expect(status).toBe(404);
      expect(html).toContain("Agent Not Found");
    }
  });

  it("/blog shows the newest article first, links to /blog/{slug}, and the newsletter", async () => {
    const posts = await api<{ title: string; slug: string }[]>("/api/blog?limit=11");
    const html = await page("/blog");
    expect(html).toMatch(/<h1[^>]*>Real Estate News and Guides<\/h1>/);
    const first = posts[0];
    expect(first).toBeDefined();
    expect(html).toContain(`href="/blog/${first?.slug}"`);
    expect(html.indexOf(escapeHtml(first?.title ?? ""))).toBeGreaterThan(0);
    expect(html).toContain(">Load More Articles</a>");
    expect(html).toContain('type="email"');
  });

  it("'Load More Articles' links to a page that lists more articles, in the API's order", async () => {
    const first = articleSlugs(await page("/blog"));
    const all = await api<{ slug: string }[]>("/api/blog?limit=100");
    expect(all.length).toBeGreaterThan(first.length);
    expect(first).toEqual(all.slice(0, first.length).map((p) => p.slug));

    const href = /<a[^>]*href="([^"]+)"[^>]*>Load More Articles<\/a>/.exec(
      await page("/blog"),
    )?.[1];
    expect(href).toBe("/blog?limit=18");
    const more = articleSlugs(await page(href ?? ""));
    expect(more.length).toBeGreaterThan(first.length);
    expect(more).toEqual(all.slice(0, more.length).map((p) => p.slug));
  });

  it("/blog?sort=oldest and ?sort=popular list the articles in the API's order", async () => {
    // The first page shows 10: the featured article and 9 more.
    const oldest = await api<{ slug: string }[]>("/api/blog?sort=oldest&limit=10");
    const newest = await api<{ slug: string }[]>("/api/blog?limit=10");
    expect(oldest.map((p) => p.slug)).not.toEqual(newest.map((p) => p.slug));
    expect(articleSlugs(await page("/blog?sort=oldest"))).toEqual(oldest.map((p) => p.slug));

    // The seeded view counts put the most read first, an order unlike both of the others.
    const popular = await api<{ slug: string }[]>("/api/blog?sort=popular&limit=10");
    expect(popular.map((p) => p.slug)).not.toEqual(newest.map((p) => p.slug));
    expect(popular.map((p) => p.slug)).not.toEqual(oldest.map((p) => p.slug));
    expect(articleSlugs(await page("/blog?sort=popular"))).toEqual(popular.map((p) => p.slug));
  });

  it("/blog?category=Legal lists only legal articles, and 'No Articles Found' when none match", async () => {
    const legal = await api<{ title: string }[]>("/api/blog?category=Legal");
    const html = await page("/blog?category=Legal");
    for (const p of legal) expect(html).toContain(escapeHtml(p.title));
    expect(await page("/blog?search=zzzz-nothing")).toContain("No Articles Found");
  });

  it("/blog/{slug} renders the article with a link to its source; an unknown slug is 404", async () => {
    const [post] =
      await api<{ title: string; slug: string; sourceUrl: string | null }[]>("/api/blog?limit=1");
    const html = await page(`/blog/${post?.slug}`);
    expect(html).toContain(`>${escapeHtml(post?.title ?? "")}</h1>`);
    expect(html).toContain(">Read the full article</a>");
    if (post?.sourceUrl?.startsWith("http")) expect(html).toContain(`href="${post.sourceUrl}"`);
    const missing = await server.get("/blog/no-such-article");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Page Not Found");
  });
});
