import { listingPlace, placeName } from "#modules/listings/listing-place.js";

describe("a place, each name once", () => {
  it("drops the city when the location already ends with it", () => {
    expect(listingPlace({ location: "Dansoman, Accra", city: "Accra" })).toBe("Dansoman, Accra");
    expect(listingPlace({ location: "Dansoman, accra", city: "Accra" })).toBe("Dansoman, accra");
  });

  it("adds the city to a location that does not name it", () => {
    expect(listingPlace({ location: "Dansoman Estates", city: "Accra" })).toBe(
      "Dansoman Estates, Accra",
    );
    // A name that only contains the city is another place.
    expect(listingPlace({ location: "Accra Central", city: "Accra" })).toBe("Accra Central, Accra");
  });

  it("drops any part equal to one before it, and a region that is the city's name", () => {
    expect(placeName("Dansoman, Accra", "Accra", "Accra")).toBe("Dansoman, Accra");
    expect(placeName("Ahodwo", "Kumasi", "Ashanti")).toBe("Ahodwo, Kumasi, Ashanti");
    expect(placeName("Tamale", "Tamale", "Northern")).toBe("Tamale, Northern");
    expect(placeName("Adum,  Kumasi ,", " KUMASI", "")).toBe("Adum, Kumasi");
  });

  it("writes nothing for nothing", () => {
    expect(placeName(null, undefined, "", " , ")).toBe("");
    expect(listingPlace({ location: "", city: "Ho" })).toBe("Ho");
  });
});
