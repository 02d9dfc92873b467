import { insertHostel, insertHostelRoom } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
let ids: number[];
beforeAll(async () => {
  app = await startTestApp();
  const prices = ["800", "1000", "2000", "2500", "3000", "4500"];
  ids = [];
  for (const [i, price] of prices.entries()) {
    ids.push(
      await insertHostel(app, {
        name: `Hostel ${price}`,
        price_per_semester: price,
        location: i % 2 ? "Ayeduase, Kumasi" : "East Legon, Accra",
        nearby_universities: i % 2 ? "{KNUST}" : "{University of Ghana,UG Medical School}",
        gender: ["male", "female", "mixed"][i % 3],
        distance_km: [0.6, 1.5, 3.2, null, 0.9, 4.8][i],
        semester: "2026/27 second semester",
      }),
    );
  }
  // Hostel 4500 lists rooms: its cheapest (a full 4-in-a-room) is its card's price.
  await insertHostelRoom(app, ids[5], { room_type: "single", price_per_semester: "6200" });
  await insertHostelRoom(app, ids[5], {
    room_type: "4-in-a-room",
    price_per_semester: "4500",
    bed_spaces_left: 0,
  });
  await insertHostelRoom(app, ids[1], { room_type: "4-in-a-room", price_per_semester: "1000" });
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

  it("serves rooms cheapest first with the beds left, the semester and the distance in km", async () => {
    const res = await app.client().get("/api/student-hostels").expect(200);
    const byName = (name: string) => res.body.find((h: { name: string }) => h.name === name);
    expect(byName("Hostel 4500")).toMatchObject({
      pricePerSemester: "GH₵4,500",
      semester: "2026/27 second semester",
      distanceKm: 4.8,
      rooms: [
        { type: "4-in-a-room", pricePerSemester: "4500.00", bedSpacesLeft: 0 },
        { type: "single", pricePerSemester: "6200.00", bedSpacesLeft: 3 },
      ],
    });
    expect(byName("Hostel 2500")).toMatchObject({ rooms: [], distanceKm: null });
  });

  it("filters by room type, bed spaces left and distance with the page's rule", async () => {
    const c = app.client();
    const get = async (q: string) => names((await c.get(`/api/student-hostels?${q}`)).body);
    expect(await get("roomType=4-in-a-room")).toEqual(["Hostel 1000", "Hostel 4500"]);
    expect(await get("roomType=4-in-a-room&bedSpacesOnly=true")).toEqual(["Hostel 1000"]);
    expect(await get("bedSpacesOnly=true")).toEqual(["Hostel 1000", "Hostel 4500"]);
    expect(await get("roomType=single&bedSpacesOnly=true")).toEqual(["Hostel 4500"]);
    expect(await get("maxDistance=1")).toEqual(["Hostel 3000", "Hostel 800"]);
    expect(await get("maxDistance=2&university=KNUST")).toEqual(["Hostel 1000"]);
    expect(await get("maxDistance=all&roomType=all&bedSpacesOnly=false")).toHaveLength(6);
    const bad = await c
      .get("/api/student-hostels?roomType=mansion&maxDistance=0&bedSpacesOnly=1")
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "bedSpacesOnly",
      "maxDistance",
      "roomType",
    ]);
  });
});

describe("GET /api/student-hostels/{id}", () => {
  it("serves one hostel as the list does, with its rooms and distance", async () => {
    const list = await app.client().get("/api/student-hostels").expect(200);
    const listed = list.body.find((h: { id: number }) => h.id === ids[5]);
    const res = await app.client().get(`/api/student-hostels/${ids[5]}`).expect(200);
    expect(res.body).toEqual(listed);
    expect(res.body).toMatchObject({ name: "Hostel 4500", distanceKm: 4.8 });
    expect(res.body.rooms).toHaveLength(2);
  });

  it("answers 404 JSON for an unknown or impossible id, never a 400 or a 500", async () => {
    const c = app.client();
    for (const id of ["999999", "0", "abc", "1e1", "99999999999", "-3"]) {
      const res = await c.get(`/api/student-hostels/${id}`);
      expect([id, res.status]).toEqual([id, 404]);
      expect(res.type).toBe("application/json");
      expect(res.body.message).toBe("Hostel Not Found");
    }
  });
});
