import { filterHostels, priceDigits } from "#modules/hostels/hostel-filter.js";
import type { HostelFilters, RoomType, StudentHostel } from "#modules/hostels/hostels.types.js";

const hostel = (
  name: string,
  price: string,
  extra: Partial<StudentHostel> = {},
): StudentHostel => ({
  id: 1,
  name,
  location: "Bomso, Kumasi",
  images: [],
  gender: "mixed",
  pricePerSemester: price,
  rating: "4.0",
  reviewCount: 1,
  capacity: 10,
  studentsPerRoom: 2,
  amenities: [],
  nearbyUniversities: ["KNUST"],
  phone: null,
  rooms: [],
  semester: null,
  distanceKm: null,
  latitude: null,
  longitude: null,
  ...extra,
});

describe("filterHostels (spec §5)", () => {
  const list = [
    hostel("A", "GH₵999"),
    hostel("B", "GH₵1,000"),
    hostel("C", "GH₵2,000"),
    hostel("D", "GH₵3,000"),
    hostel("E", "GH₵3,001", { location: "Amamoma, Cape Coast", nearbyUniversities: ["UCC"] }),
  ];
  const names = (f: Parameters<typeof filterHostels>[1]) =>
    filterHostels(list, f).map((h) => h.name);

  it("uses overlapping bands, so 2000 and 3000 each fall into two", () => {
    expect(names({ priceRange: "under-1000" })).toEqual(["A"]);
    expect(names({ priceRange: "1000-2000" })).toEqual(["B", "C"]);
    expect(names({ priceRange: "2000-3000" })).toEqual(["C", "D"]);
    expect(names({ priceRange: "over-3000" })).toEqual(["D", "E"]);
  });

  it("matches search on name or location, university by membership, location by substring", () => {
    expect(names({ search: "cape" })).toEqual(["E"]);
    expect(names({ search: "  b " })).toContain("B");
    expect(names({ university: "UCC" })).toEqual(["E"]);
    expect(names({ location: "KUMASI" })).toEqual(["A", "B", "C", "D"]);
    expect(
      names({ university: "all", location: "all", priceRange: "all", search: "" }),
    ).toHaveLength(5);
  });

  it("filters rooms by type and free beds together, and distance with an unknown one left out", () => {
    const rooms = (...r: [RoomType, number][]) =>
      r.map(([type, bedSpacesLeft]) => ({ type, pricePerSemester: "1000.00", bedSpacesLeft }));
    const near = [
      hostel("Full single", "GH₵1", { distanceKm: 0.5, rooms: rooms(["single", 0]) }),
      hostel("Free quad", "GH₵1", {
        distanceKm: 2,
        rooms: rooms(["single", 0], ["4-in-a-room", 3]),
      }),
      hostel("Unknown", "GH₵1"),
    ];
    const pick = (f: HostelFilters) => filterHostels(near, f).map((h) => h.name);
    expect(pick({ roomType: "single" })).toEqual(["Full single", "Free quad"]);
    expect(pick({ roomType: "single", bedSpacesOnly: true })).toEqual([]);
    expect(pick({ bedSpacesOnly: true })).toEqual(["Free quad"]);
    expect(pick({ roomType: "4-in-a-room", bedSpacesOnly: true })).toEqual(["Free quad"]);
    expect(pick({ maxDistance: "1" })).toEqual(["Full single"]);
    expect(pick({ maxDistance: "2" })).toEqual(["Full single", "Free quad"]);
    expect(pick({ maxDistance: "all", roomType: "all", bedSpacesOnly: false })).toHaveLength(3);
  });

  it("asks price, room type and beds of one room (issue 33: a full GH₵2,400 room is no bed in budget)", () => {
    const room = (type: RoomType, price: string, bedSpacesLeft: number) => ({
      type,
      pricePerSemester: price,
      bedSpacesLeft,
    });
    const rooms = [
      hostel("Bawaleshie", "GH₵2,400", {
        rooms: [room("2-in-a-room", "2400.00", 0), room("single", "4000.00", 2)],
      }),
      hostel("Free in budget", "GH₵1,800", {
        rooms: [room("4-in-a-room", "1800.00", 0), room("2-in-a-room", "2600.00", 1)],
      }),
      hostel("No room list", "GH₵2,500"),
    ];
    const pick = (f: HostelFilters) => filterHostels(rooms, f).map((h) => h.name);
    expect(pick({ priceRange: "2000-3000", bedSpacesOnly: true })).toEqual(["Free in budget"]);
    // Without "beds left", any room in the band: the cheapest room is not the only one.
    expect(pick({ priceRange: "2000-3000" })).toEqual([
      "Bawaleshie",
      "Free in budget",
      "No room list",
    ]);
    expect(pick({ priceRange: "over-3000", bedSpacesOnly: true })).toEqual(["Bawaleshie"]);
    expect(pick({ priceRange: "1000-2000" })).toEqual(["Free in budget"]);
    expect(pick({ priceRange: "1000-2000", bedSpacesOnly: true })).toEqual([]);
    // The room type is the same room too: a free single costs GH₵4,000, not 2,000–3,000.
    expect(pick({ priceRange: "2000-3000", roomType: "single" })).toEqual([]);
    expect(pick({ priceRange: "over-3000", roomType: "single", bedSpacesOnly: true })).toEqual([
      "Bawaleshie",
    ]);
    // The band's edges hold for a room as for a hostel: 3000 is in two bands.
    const edge = [hostel("Edge", "GH₵3,000", { rooms: [room("single", "3000.00", 1)] })];
    expect(filterHostels(edge, { priceRange: "2000-3000", bedSpacesOnly: true })).toHaveLength(1);
    expect(filterHostels(edge, { priceRange: "over-3000", bedSpacesOnly: true })).toHaveLength(1);
  });

  it("reads the price from the digits of the display string", () => {
    expect(priceDigits("GH₵ 2,500")).toBe(2500);
    expect(priceDigits("n/a")).toBe(0);
  });
});
