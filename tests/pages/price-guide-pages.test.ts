import { formatDate } from "../../src/shared/dates.js";
import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

const server = sharedBuiltServerForFile();

const idOf = async (title: string) => {
  const list: { id: number; title: string }[] = await (
    await fetch(`${server.baseUrl}/api/properties?search=${encodeURIComponent(title)}&limit=50`)
  ).json();
  const found = list.find((p) => p.title === title);
  if (!found) throw new Error(`no seeded listing "${title}"`);
  return found.id;
};

/** The text of each table row, tags dropped. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) =>
    (m[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("/price-guide rendered on the server", () => {
  it("holds the seeded figures' table and the filter form before any script runs", async () => {
    const { status, html } = await server.get("/price-guide?city=Accra&type=rent");
    expect(status).toBe(200);
    expect(html).toContain(">Price Guide</h1>");
    expect(html).toMatch(/<form[^>]*action="\/price-guide" method="get"/);
    expect(html).toContain(">Rent, GH₵ per month</h2>");
    // The seeded 2-bedroom flats to let in East Legon: 4,200, 5,500, 6,000 (72,000 a year),
    // 6,500, 7,500 and 9,500 a month. Positions 1.25, 2.5 and 3.75 of 0..5:
    // 5,500 + ¼ × 500, (6,000 + 6,500) / 2 and 6,500 + ¾ × 1,000.
    expect(rowsOf(html)).toContain(
      "East Legon, Accra Apartment, 2 bedrooms 6 listings GH₵6,250 GH₵5,625 – GH₵7,250",
    );
    // The server computed the figures at its first start on the seed (decision 70), today.
    const today = formatDate(new Date());
    expect(html).toMatch(
      new RegExp(
        `Figures from listings of \\d+ \\w+ \\d{4} to ${today}, updated ${today}: asking prices`,
      ),
    );
    // The chart's frame is there at its height; its code is not among the page's scripts (the
    // list the page loads after its first paint, decision 30).
    expect(html).toContain('data-chart="waiting"');
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, src] of scripts) {
      const code = await (await fetch(`${server.baseUrl}${src}`)).text();
      expect([src, code.includes("medianMarks")]).toEqual([src, false]);
    }
  });

  it("shows a refused filter beside its field", async () => {
    const { status, html } = await server.get("/price-guide?type=lease");
    expect(status).toBe(200);
    expect(html).toContain("Type must be rent or sale");
    expect(html).not.toContain("<table");
  });

  it("is linked from the footer of every page", async () => {
    const { html } = await server.get("/about");
    expect(html).toMatch(/<a href="\/price-guide"[^>]*>Price Guide<\/a>/);
  });
});

describe("the property page's comparison band", () => {
  it("places a seeded East Legon flat among its 5 comparables, with a link to their group", async () => {
    const id = await idOf("Furnished 2 Bedroom Apartment in East Legon");
    const { html } = await server.get(`/properties/${id}`);
    // Its group's kept figures count it with the others (4,200, 5,500, 6,000, 6,500, 7,500):
    // the middle range 5,625–7,250, as the guide's row says; it asks 9,500.
    expect(html).toContain(
      "Compared with 5 similar listings in East Legon, Accra: above the usual asking price",
    );
    expect(html).toContain(
      `Middle range GH₵5,625–GH₵7,250 a month, median GH₵6,250; figures updated ${formatDate(new Date())}.`,
    );
    expect(html).toContain(
      `href="${escapeHtml("/price-guide?city=Accra&neighbourhood=East+Legon&type=rent&propertyType=apartment&bedrooms=2")}"`,
    );
    const typical = await idOf("Serviced 2 Bedroom Apartment near A&C Mall");
    expect((await server.get(`/properties/${typical}`)).html).toContain(
      "Compared with 5 similar listings in East Legon, Accra: typical of the usual asking price",
    );
  });

  it("says nothing on a listing with fewer than 5 comparables", async () => {
    const id = await idOf("4 Bedroom House with Pool in East Legon");
    const { status, html } = await server.get(`/properties/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain("Compared with");
  });
});
