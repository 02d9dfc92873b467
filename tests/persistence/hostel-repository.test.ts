import { TOKENS } from "../../src/container/tokens.js";
import type { HostelRepository } from "../../src/modules/hostels/hostels.ports.js";
import { insertHostel, insertHostelRoom } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { bound } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const hostels = () => bound<HostelRepository>(app, TOKENS.HostelRepository);

describe("HostelRepository.listAll", () => {
  it("lists hostels by rating, ties in id order, with every column typed", async () => {
    const legon = await insertHostel(app, {
      name: "Pentagon Hostel",
      location: "Legon, Accra",
      rating: "4.5",
      review_count: 212,
      gender: "mixed",
      images: "{/images/a.webp,/images/b.webp}",
      amenities: '{Wi-Fi,"Study room","Water, 24 hours"}',
      nearby_universities: "{University of Ghana,UPSA}",
      phone: "+233 30 250 0000",
      semester: "2026/27 second semester",
      distance_km: "1.5",
      latitude: 5.6508,
      longitude: -0.187,
    });
    const knust = await insertHostel(app, {
      name: "Evandy Hostel",
      location: "Ayeduase, Kumasi",
      rating: "4.8",
      gender: "female",
      nearby_universities: "{KNUST}",
    });
    const cape = await insertHostel(app, {
      name: "Valco Hall Annex",
      location: "Cape Coast",
      rating: "4.5",
      images: "{}",
      amenities: "{}",
      nearby_universities: "{}",
      phone: null,
      semester: null,
      distance_km: null,
      latitude: null,
      longitude: null,
    });

    const list = await hostels().listAll();

    expect(list.map((h) => h.id)).toEqual([knust, legon, cape]);
    expect(list[1]).toEqual({
      id: legon,
      name: "Pentagon Hostel",
      location: "Legon, Accra",
      images: ["/images/a.webp", "/images/b.webp"],
      gender: "mixed",
      pricePerSemester: "GH₵2,500",
      rating: "4.5",
      reviewCount: 212,
      capacity: 120,
      studentsPerRoom: 2,
      amenities: ["Wi-Fi", "Study room", "Water, 24 hours"],
      nearbyUniversities: ["University of Ghana", "UPSA"],
      phone: "+233 30 250 0000",
      rooms: [],
      semester: "2026/27 second semester",
      distanceKm: 1.5,
      latitude: 5.6508,
      longitude: -0.187,
    });
    expect(list[2]).toMatchObject({
      images: [],
      amenities: [],
      nearbyUniversities: [],
      phone: null,
      semester: null,
      distanceKm: null,
      latitude: null,
      longitude: null,
    });
  });

  it("gives each hostel its rooms cheapest first by numeric price, ties in room-type order", async () => {
    const legon = await insertHostel(app, { name: "Legon", price_per_semester: "9000" });
    const kumasi = await insertHostel(app, { name: "Kumasi", price_per_semester: "9000" });
    await insertHostelRoom(app, legon, {
      room_type: "single",
      price_per_semester: "4200.50",
      bed_spaces_left: 1,
    });
    await insertHostelRoom(app, legon, {
      room_type: "4-in-a-room",
      price_per_semester: "1800",
      bed_spaces_left: 0,
    });
    await insertHostelRoom(app, legon, {
      room_type: "2-in-a-room",
      price_per_semester: "1800.00",
      bed_spaces_left: 6,
    });
    // As text "12000.00" sorts before "9500.00": the order must be the numbers'.
    await insertHostelRoom(app, kumasi, { room_type: "self-contain", price_per_semester: "12000" });
    await insertHostelRoom(app, kumasi, {
      room_type: "chamber-and-hall",
      price_per_semester: "9500",
    });

    const byName = Object.fromEntries((await hostels().listAll()).map((h) => [h.name, h]));

    expect(byName.Legon.rooms).toEqual([
      { type: "2-in-a-room", pricePerSemester: "1800.00", bedSpacesLeft: 6 },
      { type: "4-in-a-room", pricePerSemester: "1800.00", bedSpacesLeft: 0 },
      { type: "single", pricePerSemester: "4200.50", bedSpacesLeft: 1 },
    ]);
    expect(byName.Legon.pricePerSemester).toBe("GH₵1,800");
    expect(byName.Kumasi.rooms.map((r) => r.type)).toEqual(["chamber-and-hall", "self-contain"]);
    expect(byName.Kumasi.pricePerSemester).toBe("GH₵9,500");
  });

  it("prices a hostel without rooms from its own numeric price, in whole cedis", async () => {
    await insertHostel(app, { name: "Half cedi", price_per_semester: "2499.50" });
    await insertHostel(app, { name: "Big", price_per_semester: "12345678.49" });

    const prices = Object.fromEntries(
      (await hostels().listAll()).map((h) => [h.name, h.pricePerSemester]),
    );

    expect(prices).toEqual({ "Half cedi": "GH₵2,500", Big: "GH₵12,345,678" });
  });

  it("answers an empty list when there are no hostels", async () => {
    expect(await hostels().listAll()).toEqual([]);
  });
});

describe("HostelRepository.exists", () => {
  it("says whether a hostel has the id", async () => {
    const id = await insertHostel(app);
    expect(await hostels().exists(id)).toBe(true);
    expect(await hostels().exists(id + 1000)).toBe(false);
  });
});
