import { parsePropertyQuery } from "#modules/catalogue/property-query.js";
import { filterHostels, priceDigits } from "#modules/hostels/hostel-filter.js";
import { parseHostelQuery } from "#modules/hostels/hostel-query.js";
import type { HostelFilters, RoomType, StudentHostel } from "#modules/hostels/hostels.types.js";
import { placeOf } from "#modules/listing-submissions/ghana-places.js";
import { ValidationError } from "#shared/errors.js";

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

  it("reads the price from the digits of the display string", () => {
    expect(priceDigits("GH₵ 2,500")).toBe(2500);
    expect(priceDigits("n/a")).toBe(0);
  });
});

describe("parseHostelQuery", () => {
  it("reads the room filters and names every field it refuses", () => {
    expect(
      parseHostelQuery({ roomType: "self-contain", maxDistance: "2.5", bedSpacesOnly: "true" }),
    ).toMatchObject({ roomType: "self-contain", maxDistance: "2.5", bedSpacesOnly: true });
    expect(parseHostelQuery({ roomType: "all", maxDistance: "all" })).toMatchObject({
      roomType: undefined,
      maxDistance: undefined,
      bedSpacesOnly: false,
    });
    let error: unknown;
    try {
      parseHostelQuery({ roomType: "mansion", maxDistance: "-1", bedSpacesOnly: "yes" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).errors ?? {}).sort()).toEqual([
      "bedSpacesOnly",
      "maxDistance",
      "roomType",
    ]);
  });
});

describe("parsePropertyQuery", () => {
  it("defaults to newest, 12 per page, from the start", () => {
    expect(parsePropertyQuery({})).toMatchObject({ sort: "newest", limit: 12, offset: 0 });
  });

  it("treats all, any and empty as no filter and 4+ as 4", () => {
    const f = parsePropertyQuery({ city: "all", propertyType: "any", region: "", bedrooms: "4+" });
    expect(f).toMatchObject({
      city: undefined,
      propertyType: undefined,
      region: undefined,
      bedrooms: 4,
    });
  });

  it("reads hero-search prices with thousands separators", () => {
    expect(parsePropertyQuery({ minPrice: "100,000", maxPrice: "300000" })).toMatchObject({
      minPrice: 100000,
      maxPrice: 300000,
    });
  });

  it("collects every bad field into one validation error", () => {
    try {
      parsePropertyQuery({ limit: "500", offset: "-1", featured: "yes" });
      throw new Error("expected a validation error");
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).errors ?? {}).sort()).toEqual([
        "featured",
        "limit",
        "offset",
      ]);
    }
  });
});

describe("placeOf", () => {
  it("finds a known city in the location and its region", () => {
    expect(placeOf("Ahodwo, Kumasi")).toEqual({ city: "Kumasi", region: "Ashanti" });
    expect(placeOf("Community 25, Tema")).toEqual({ city: "Tema", region: "Greater Accra" });
  });

  it("prefers what the owner gave and falls back to the last part of the text", () => {
    expect(placeOf("Near the market", "Ho", "Volta")).toEqual({ city: "Ho", region: "Volta" });
    expect(placeOf("Bawjiase, Awutu Senya")).toEqual({
      city: "Awutu Senya",
      region: "Greater Accra",
    });
  });
});
