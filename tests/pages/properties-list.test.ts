import { PROPERTY_TYPES } from "../../src/modules/listings/listings.rules.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

interface ApiProperty {
  id: number;
  title: string;
  price: string;
  city: string;
  listingType: string;
  rentPeriod: "month" | "year" | null;
}

const server = sharedBuiltServerForFile();

async function api(path: string): Promise<ApiProperty[]> {
  return (await fetch(`${server.baseUrl}${path}`)).json();
}

async function page(path: string): Promise<string> {
  const { status, html } = await server.get(path);
  expect(status).toBe(200);
  return html;
}

/** The titles of the cards, in the order the raw HTML lists them. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*><a href="\/properties\/\d+"[^>]*>([^<]+)<\/a><\/h3>/g)].map(
    (m) => m[1] ?? "",
  );
}

const htmlText = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("/properties rendered on the server", () => {
  it("lists the first 12 properties with the count and Load More, before any script runs", async () => {
    const html = await page("/properties");
    const expected = await api("/api/properties?limit=12");
    expect(html).toMatch(/<h1[^>]*>Properties<\/h1>/);
    expect(cardTitles(html).map(htmlText)).toEqual(expected.map((p) => p.title));
    const { total } = (await (await fetch(`${server.baseUrl}/api/properties/count`)).json()) as {
      total: number;
    };
    expect(total).toBeGreaterThan(12);
    expect(html).toMatch(
      new RegExp(
        `${total.toLocaleString("en-GH")} properties found(<!-- -->)? · showing (<!-- -->)?12<`,
      ),
    );
    expect(html).toMatch(/<a[^>]*href="\/properties\?limit=24"[^>]*>Load More Properties<\/a>/);
    expect(html).toContain('href="/list-property"');
  });

  it("filters and sorts on the server: Kumasi by ascending price", async () => {
    const html = await page("/properties?city=Kumasi&sort=price-low");
    const titles = cardTitles(html).map(htmlText);
    const expected = await api("/api/properties?city=Kumasi&sort=price-low&limit=12");
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.every((p) => p.city === "Kumasi")).toBe(true);
    // Sales first, then rentals by their monthly rent (issue 18): never a rent beside a price.
    const kinds = expected.map((p) => p.listingType);
    expect(kinds).toEqual([...kinds].sort().reverse());
    expect(kinds).toContain("rent");
    const monthly = (p: (typeof expected)[number]) =>
      Number(p.price) / (p.rentPeriod === "year" ? 12 : 1);
    for (const kind of ["sale", "rent"]) {
      const prices = expected.filter((p) => p.listingType === kind).map(monthly);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(titles).toEqual(expected.map((p) => p.title));
    expect(html).toMatch(/<option value="price-low" selected="">/);
  });

  it("without JavaScript, Student Hostel in the filters' GET form leads to the hostel finder", async () => {
    const res = await fetch(`${server.baseUrl}/properties?propertyType=student-hostel`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") ?? "", server.baseUrl).pathname).toBe(
      "/student-hostels",
    );
  });

  it("the filters offer every type of the listing form, then student hostels (issue 18)", async () => {
    const html = await page("/properties");
    const select = /<select[^>]*name="propertyType"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1];
    const values = [...(select ?? "").matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(values).toEqual(["all", ...PROPERTY_TYPES, "student-hostel"]);
  });

  it("?type=rent is Rent Property and lists only rentals", async () => {
    const html = await page("/properties?type=rent");
    expect(html).toMatch(/<h1[^>]*>Rent Property<\/h1>/);
    const rentals = await api("/api/properties?type=rent&limit=12");
    expect(rentals.every((p) => p.listingType === "rent")).toBe(true);
    expect(cardTitles(html).map(htmlText)).toEqual(rentals.map((p) => p.title));
    expect(html).toContain('<input type="hidden" name="type" value="rent"/>');
  });

  it("?type=sale is Buy Property and lists only listings for sale", async () => {
    const html = await page("/properties?type=sale");
    expect(html).toMatch(/<h1[^>]*>Buy Property<\/h1>/);
    const sales = await api("/api/properties?type=sale&limit=12");
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((p) => p.listingType === "sale")).toBe(true);
    expect(cardTitles(html).map(htmlText)).toEqual(sales.map((p) => p.title));
    expect(html).toContain('<input type="hidden" name="type" value="sale"/>');
  });

  it("a shared ?type=buy is the Buy tab: Buy Property, its sales, the tab current (issue 33)", async () => {
    const [bought, sold] = [
      await page("/properties?type=buy"),
      await page("/properties?type=sale"),
    ];
    expect(bought).toMatch(/<h1[^>]*>Buy Property<\/h1>/);
    expect(cardTitles(bought)).toEqual(cardTitles(sold));
    expect(bought).toContain('<input type="hidden" name="type" value="sale"/>');
    expect(bought).toMatch(
      /<a href="\/properties\?type=sale"[^>]*aria-current="page"[^>]*>Buy<\/a>/,
    );
    expect(bought).not.toContain("type must be sale or rent");
  });

  it("shows 'No Properties Found' when nothing matches, and survives a bad filter", async () => {
    expect(await page("/properties?search=zzzz-no-such-place")).toContain("No Properties Found");
    const bad = await server.get("/properties?minPrice=abc&sort=sideways");
    expect(bad.status).toBe(200);
  });

  it("Load More's link shows 24", async () => {
    const html = await page("/properties?limit=24");
    const expected = await api("/api/properties?limit=24");
    expect(cardTitles(html)).toHaveLength(expected.length);
  });
});
