import { parsePropertyQuery } from "#modules/catalogue/property-query.js";
import { ValidationError } from "#shared/errors.js";

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
