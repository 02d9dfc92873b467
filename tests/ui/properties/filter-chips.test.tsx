/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import {
  activeFilterChips,
  activeFilterCount,
  FilterChips,
} from "#web/ui/components/property/filter-chips.js";

// Issue 33: "Filters (4)" above three chips, the sort counted as a filter.
describe("the active filters' count", () => {
  it("is the number of chips shown, whatever the sort", () => {
    const filters = {
      type: "rent",
      propertyType: "apartment",
      city: "Accra",
      bedrooms: "2",
      sort: "price-low",
    };
    render(<FilterChips filters={filters} onChange={() => {}} />);
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole(
      "link",
      { name: /^Remove filter: / },
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(["Apartment×", "Accra×", "2 bedrooms×"]);
    expect(activeFilterCount(filters)).toBe(3);
    expect(activeFilterCount({ sort: "price-high" })).toBe(0);
    expect(activeFilterChips({ sort: "price-high", type: "sale" })).toEqual([]);
  });
});
