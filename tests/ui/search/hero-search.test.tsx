/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { HeroSearch } from "#web/ui/components/search/hero-search.js";
import { PRICE_RANGES, SEARCH_REGIONS } from "#web/ui/components/search/search-options.js";
import { heroSearchUrl, parsePriceRange } from "#web/ui/components/search/search-url.js";

describe("parsePriceRange", () => {
  it("splits 'min-max' into both bounds", () => {
    expect(parsePriceRange("100000-300000")).toEqual({ minPrice: "100000", maxPrice: "300000" });
    expect(parsePriceRange("0-100000")).toEqual({ minPrice: "0", maxPrice: "100000" });
  });

  it("leaves the maximum out for 'plus'", () => {
    expect(parsePriceRange("1000000-plus")).toEqual({ minPrice: "1000000" });
  });

  it("reads 'any', blank or anything malformed as no price filter", () => {
    for (const value of ["any", "", undefined, "cheap", "100-", "-100"])
      expect(parsePriceRange(value)).toEqual({});
  });

  it("parses every option the form offers", () => {
    for (const { value } of PRICE_RANGES.filter((o) => o.value !== "any"))
      expect(parsePriceRange(value).minPrice).toMatch(/^\d+$/);
  });
});

describe("heroSearchUrl", () => {
  it("sends student hostels to their finder and everything else to /properties", () => {
    expect(heroSearchUrl({ propertyType: "student-hostel", nearUniversity: "knust" })).toBe(
      "/student-hostels?propertyType=student-hostel&nearUniversity=knust",
    );
    expect(heroSearchUrl({ propertyType: "house" })).toBe("/properties?propertyType=house");
    expect(heroSearchUrl({})).toBe("/properties");
  });

  it("carries every chosen field under the spec's parameter names, prices split", () => {
    const url = heroSearchUrl({
      search: "  East Legon ",
      propertyType: "apartment",
      region: "Greater Accra",
      priceRange: "500000-1000000",
      furnishing: "semi-furnished",
      nearUniversity: "university-of-ghana",
    });
    const parsed = new URL(url, "https://ofie.com.gh");
    expect(parsed.pathname).toBe("/properties");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      search: "East Legon",
      propertyType: "apartment",
      region: "Greater Accra",
      furnishing: "semi-furnished",
      nearUniversity: "university-of-ghana",
      minPrice: "500000",
      maxPrice: "1000000",
    });
  });

  it("leaves out 'all', 'any' and empty values", () => {
    expect(
      heroSearchUrl({
        search: " ",
        propertyType: "all",
        region: "all",
        priceRange: "any",
        furnishing: "any",
        nearUniversity: "any",
      }),
    ).toBe("/properties");
    expect(heroSearchUrl({ priceRange: "1000000-plus" })).toBe("/properties?minPrice=1000000");
  });
});

describe("HeroSearch", () => {
  it("works without JavaScript: a GET form to /properties named by the query parameters", () => {
    const { container } = render(<HeroSearch onSearch={jest.fn()} />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/properties");
    const names = [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(names).toEqual([
      "search",
      "propertyType",
      "region",
      "priceRange",
      "furnishing",
      "nearUniversity",
    ]);
  });

  it("offers the spec's choices", () => {
    render(<HeroSearch onSearch={jest.fn()} />);
    const labels = (name: string) =>
      [...(screen.getByLabelText(name) as HTMLSelectElement).options].map((o) => o.value);
    // Every type of the listing form (issue 18: one vocabulary), then student hostels.
    expect(labels("Property type")).toEqual([
      "all",
      "house",
      "apartment",
      "condo",
      "townhouse",
      "land",
      "commercial",
      "office",
      "warehouse",
      "student-hostel",
    ]);
    expect(labels("Region")).toHaveLength(11);
    expect(SEARCH_REGIONS.map((r) => r.value)).toContain("Brong Ahafo");
    expect(labels("Furnishing")).toEqual(["any", "furnished", "unfurnished", "semi-furnished"]);
    expect(labels("Near university")).toEqual([
      "any",
      "university-of-ghana",
      "knust",
      "ucc",
      "ug-medical-school",
    ]);
  });

  it("searches with the picked place and choices", async () => {
    const onSearch = jest.fn();
    render(<HeroSearch onSearch={onSearch} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Location" }), "ahod");
    await userEvent.click(screen.getByRole("option", { name: "Ahodwo" }));
    await userEvent.selectOptions(screen.getByLabelText("Property type"), "house");
    await userEvent.selectOptions(screen.getByLabelText("Region"), "Ashanti");
    await userEvent.selectOptions(screen.getByLabelText("Price range"), "1000000-plus");
    await userEvent.click(screen.getByRole("button", { name: "Search Properties" }));
    expect(onSearch).toHaveBeenCalledWith(
      "/properties?search=Ahodwo&propertyType=house&region=Ashanti&minPrice=1000000",
    );
  });

  it("sends a student-hostel search near a university to /student-hostels", async () => {
    const onSearch = jest.fn();
    render(<HeroSearch onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText("Property type"), "student-hostel");
    await userEvent.selectOptions(screen.getByLabelText("Near university"), "ucc");
    await userEvent.click(screen.getByRole("button", { name: "Search Properties" }));
    expect(onSearch).toHaveBeenCalledWith(
      "/student-hostels?propertyType=student-hostel&nearUniversity=ucc",
    );
  });
});
