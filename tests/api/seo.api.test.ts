import { insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

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

  it("sitemap.xml lists the reading pages, every property, post and hostel", async () => {
    const id = await insertProperty(app);
    const hostelId = await insertHostel(app, { name: "Sitemap Hostel" });
    await app.sql(
      "INSERT INTO blog_posts (title, slug, category) VALUES ('Rent advance rules', 'rent-advance-rules', 'Legal')",
    );
    const res = await app.client().get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text).toContain("<urlset");
    expect(res.text).toMatch(
      new RegExp(`<loc>http://[^<]+/properties/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(res.text).toContain("/blog/rent-advance-rules</loc>");
    expect(res.text).toContain("/properties?type=rent</loc>");
    expect(res.text).toContain("/student-hostels</loc>");
    expect(res.text).toContain(`/student-hostels/${hostelId}</loc>`);
  });
});
