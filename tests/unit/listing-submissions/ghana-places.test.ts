import { placeOf } from "#modules/listing-submissions/ghana-places.js";

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
