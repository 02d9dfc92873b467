import { insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { asBytes, locs, partXml } from "./sitemap-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the API and private pages and names the sitemap", async () => {
    const res = await app.client().get("/robots.txt").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toContain("Disallow: /api/");
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Disallow: /manage-listings");
    expect(res.text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it("sitemap.xml is an index of a part of reading pages and the listings' parts", async () => {
    const first = await insertProperty(app);
    const res = await app.client().get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(res.text).toMatch(
      /<sitemap><loc>http:\/\/127\.0\.0\.1:\d+\/sitemaps\/pages\.xml<\/loc>/,
    );
    // One listing part while every id fits in the first 50,000.
    expect(first).toBeLessThan(50_000);
    expect(locs(res.text)).toEqual(["/sitemaps/pages.xml", "/sitemaps/properties-1.xml.gz"]);
  });

  it("the pages' part lists the reading pages, every post and hostel", async () => {
    const hostelId = await insertHostel(app, { name: "Sitemap Hostel" });
    await app.sql(
      "INSERT INTO blog_posts (title, slug, category) VALUES ('Rent advance rules', 'rent-advance-rules', 'Legal')",
    );
    const res = await app.client().get("/sitemaps/pages.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text).toContain("<urlset");
    expect(res.text).toContain("/blog/rent-advance-rules</loc>");
    expect(res.text).toContain("/properties?type=rent</loc>");
    expect(res.text).toContain("/student-hostels</loc>");
    expect(res.text).toContain(`/student-hostels/${hostelId}</loc>`);
  });

  it("a listings' part lists every published listing with its last change, by id", async () => {
    const id = await insertProperty(app);
    const hidden = await insertProperty(app, { published: false });
    const res = await asBytes(app.client().get("/sitemaps/properties-1.xml.gz")).expect(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    const xml = partXml(res);
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(
      new RegExp(`<loc>http://[^<]+/properties/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(xml).not.toContain(`/properties/${hidden}</loc>`);
  });

  it("answers 404, never a 500, for a part the index does not name", async () => {
    await insertProperty(app);
    for (const part of ["0", "2", "01", "-1", "1.5", "abc", "99999999999999999999", "%31"]) {
      await app.client().get(`/sitemaps/properties-${part}.xml.gz`).expect(404);
    }
  });
});
