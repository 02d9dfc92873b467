import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const titles = (body: { title: string }[]) => body.map((p) => p.title);
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A two-bedroom flat to rent in Kumasi, GH₵`price` a month unless told. */
const flat = (title: string, price: string, extra: Record<string, unknown> = {}) =>
  insertProperty(app, {
    title,
    price,
    city: "Kumasi",
    region: "Ashanti",
    location: "Ahodwo",
    property_type: "apartment",
    listing_type: "rent",
    rent_period: "month",
    ...extra,
  });

describe("GET /api/properties/{id}/similar", () => {
  it("lists up to 4 of the same city, type and listing type, nearest price first, never itself", async () => {
    const id = await flat("This flat", "3000");
    await flat("GH₵3,200", "3200");
    await flat("GH₵2,500", "2500");
    await flat("GH₵4,000", "4000");
    await flat("GH₵3,000 a year ago", "3000", { created_at: days(300) });
    await flat("GH₵3,000 new", "3000", { created_at: days(1) });
    await flat("GH₵9,000", "9000");
    // Yearly rent compares as its month: 33,000 a year is GH₵2,750 a month.
    await flat("GH₵33,000 a year", "33000", { rent_period: "year" });
    await flat("In Accra", "3000", { city: "Accra" });
    await flat("A house", "3000", { property_type: "house" });
    await flat("For sale", "3000", { listing_type: "sale", rent_period: null });

    const res = await app.client().get(`/api/properties/${id}/similar`).expect(200);
    expect(titles(res.body)).toEqual([
      "GH₵3,000 new",
      "GH₵3,000 a year ago",
      "GH₵3,200",
      "GH₵33,000 a year",
    ]);
    expect(res.body[0]).toMatchObject({ city: "Kumasi", propertyType: "apartment" });
  });

  it("is empty when nothing else matches, and 404 'Property Not Found' for an unknown id", async () => {
    const id = await flat("Alone", "3000");
    await flat("Elsewhere", "3000", { city: "Tamale" });
    const c = app.client();
    expect((await c.get(`/api/properties/${id}/similar`).expect(200)).body).toEqual([]);
    for (const unknown of ["999999", "abc"]) {
      const res = await c.get(`/api/properties/${unknown}/similar`).expect(404);
      expect(res.body.message).toBe("Property Not Found");
    }
  });

  it("only lists what the search itself would show for that city and type", async () => {
    const id = await flat("Mine", "3000");
    for (const price of ["2000", "2900", "3100", "5000", "7000"]) await flat(`At ${price}`, price);
    const c = app.client();
    const similar = titles((await c.get(`/api/properties/${id}/similar`)).body);
    const search = titles(
      (await c.get("/api/properties?city=Kumasi&propertyType=apartment&type=rent&limit=50")).body,
    );
    expect(similar).toHaveLength(4);
    for (const title of similar) expect(search).toContain(title);
  });
});
