import { parseHostelQuery } from "#modules/hostels/hostel-query.js";
import { ValidationError } from "#shared/errors.js";

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
