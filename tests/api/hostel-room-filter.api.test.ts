import { insertHostel, insertHostelRoom } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/**
 * Issue 33's report, as rows: GH₵2,000–3,000 with "Bed spaces left only" showed Bawaleshie,
 * whose GH₵2,400 room is full and whose one free room costs GH₵4,000. The price, room type and
 * bed filters ask one question of one room (decision 91).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const bawaleshie = await insertHostel(app, { name: "Bawaleshie Comfort Lodge" });
  await insertHostelRoom(app, bawaleshie, {
    room_type: "2-in-a-room",
    price_per_semester: "2400",
    bed_spaces_left: 0,
  });
  await insertHostelRoom(app, bawaleshie, {
    room_type: "single",
    price_per_semester: "4000",
    bed_spaces_left: 2,
  });
  const okponglo = await insertHostel(app, { name: "Okponglo Annex" });
  await insertHostelRoom(app, okponglo, {
    room_type: "4-in-a-room",
    price_per_semester: "1800",
    bed_spaces_left: 0,
  });
  await insertHostelRoom(app, okponglo, {
    room_type: "2-in-a-room",
    price_per_semester: "2900",
    bed_spaces_left: 1,
  });
  // No room list: priced by its own pricePerSemester, and no bed to offer.
  await insertHostel(app, { name: "Unlisted Rooms Hostel", price_per_semester: "2500" });
});
afterAll(() => app.close());

const names = async (query: string) =>
  ((await app.client().get(`/api/student-hostels?${query}`).expect(200)).body as { name: string }[])
    .map((h) => h.name)
    .sort();

describe("GET /api/student-hostels: the filters match rooms (issue 33)", () => {
  it("leaves out a hostel whose room in budget is full and whose free room is dearer", async () => {
    expect(await names("priceRange=2000-3000&bedSpacesOnly=true")).toEqual(["Okponglo Annex"]);
  });

  it("takes any room in the band without 'beds left', so a dearer room shows in its own band", async () => {
    expect(await names("priceRange=2000-3000")).toEqual([
      "Bawaleshie Comfort Lodge",
      "Okponglo Annex",
      "Unlisted Rooms Hostel",
    ]);
    expect(await names("priceRange=over-3000&bedSpacesOnly=true")).toEqual([
      "Bawaleshie Comfort Lodge",
    ]);
    expect(await names("priceRange=1000-2000")).toEqual(["Okponglo Annex"]);
    expect(await names("priceRange=1000-2000&bedSpacesOnly=true")).toEqual([]);
  });

  it("asks the room type of the same room", async () => {
    expect(await names("priceRange=2000-3000&roomType=single")).toEqual([]);
    expect(await names("priceRange=over-3000&roomType=single&bedSpacesOnly=true")).toEqual([
      "Bawaleshie Comfort Lodge",
    ]);
    expect(await names("priceRange=2000-3000&roomType=2-in-a-room&bedSpacesOnly=true")).toEqual([
      "Okponglo Annex",
    ]);
  });
});
