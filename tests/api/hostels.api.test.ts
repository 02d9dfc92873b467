import { insertHostel } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const prices = ["800", "1000", "2000", "2500", "3000", "4500"];
  for (const [i, price] of prices.entries()) {
    await insertHostel(app, {
      name: `Hostel ${price}`,
      price_per_semester: price,
      location: i % 2 ? "Ayeduase, Kumasi" : "East Legon, Accra",
      nearby_universities: i % 2 ? "{KNUST}" : "{University of Ghana,UG Medical School}",
      gender: ["male", "female", "mixed"][i % 3],
    });
  }
});
afterAll(() => app.close());

const names = (body: { name: string }[]) => body.map((h) => h.name).sort();

describe("GET /api/student-hostels", () => {
  it("serves the full list with the display price and lists as arrays", async () => {
    const res = await app.client().get("/api/student-hostels").expect(200);
    expect(res.body).toHaveLength(6);
    const h2500 = res.body.find((h: { name: string }) => h.name === "Hostel 2500");
    expect(h2500).toMatchObject({
      pricePerSemester: "GH₵2,500",
      gender: "male",
      amenities: ["Wi-Fi", "Water", "Security", "Study room", "Kitchen"],
      nearbyUniversities: ["KNUST"],
      studentsPerRoom: 2,
      capacity: 120,
      rating: "4.2",
    });
  });

  it("accepts the page's filters with the overlapping price bands of spec §5", async () => {
    const c = app.client();
    const get = async (q: string) => names((await c.get(`/api/student-hostels?${q}`)).body);
    expect(await get("priceRange=under-1000")).toEqual(["Hostel 800"]);
    expect(await get("priceRange=1000-2000")).toEqual(["Hostel 1000", "Hostel 2000"]);
    expect(await get("priceRange=2000-3000")).toEqual([
      "Hostel 2000",
      "Hostel 2500",
      "Hostel 3000",
    ]);
    expect(await get("priceRange=over-3000")).toEqual(["Hostel 3000", "Hostel 4500"]);
    expect(await get("priceRange=all&university=all&location=all")).toHaveLength(6);
    expect(await get("university=KNUST")).toEqual(["Hostel 1000", "Hostel 2500", "Hostel 4500"]);
    expect(await get("location=kumasi")).toEqual(["Hostel 1000", "Hostel 2500", "Hostel 4500"]);
    expect(await get("search=hostel 30")).toEqual(["Hostel 3000"]);
    expect(await get("search=EAST LEGON")).toEqual(["Hostel 2000", "Hostel 3000", "Hostel 800"]);
    await c.get("/api/student-hostels?priceRange=cheap").expect(400);
  });
});
