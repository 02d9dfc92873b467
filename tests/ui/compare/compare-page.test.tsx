/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import ComparePage from "#web/pages/compare/+Page.js";
import { addToCompare, COMPARE_LIMIT } from "#web/ui/compare/compare-store.js";
import { propertyUrl } from "#web/ui/queries/properties.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { listing } from "../property-detail/listing-fixture.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

beforeEach(() => window.localStorage.clear());

const house = listing({ id: 1, title: "4 Bedroom House with Pool in East Legon" });
const flat = listing({
  id: 2,
  title: "Furnished 2 Bedroom Apartment in East Legon",
  price: "9500.00",
  propertyType: "apartment",
  bedrooms: 2,
  bathrooms: 2,
  parking: null,
  area: null,
  agent: null,
  agentId: null,
});
const plot = listing({ id: 3, title: "Half Plot of Land at Oyarifa", price: "55000.00" });
const cached = {
  [propertyUrl(1)]: house,
  [propertyUrl(2)]: flat,
  [propertyUrl(3)]: plot,
};

describe("/compare", () => {
  it("invites to browse /properties when nothing is selected", () => {
    renderWithSession(<ComparePage />, null);
    expect(screen.getByRole("heading", { level: 1, name: "Compare Properties" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse properties" }).getAttribute("href")).toBe(
      "/properties",
    );
  });

  it("shows each selected property's facts side by side, prices in K/M form", () => {
    addToCompare(1);
    addToCompare(2);
    renderWithSession(<ComparePage />, null, cached);
    const [first, second] = screen.getAllByRole("listitem");
    const one = within(first as HTMLElement);
    expect(one.getByRole("link", { name: house.title }).getAttribute("href")).toBe("/properties/1");
    for (const text of ["GH₵3.8M", "house", "4", "5", "3", "420 m²", "Accra", "available"]) {
      expect(one.getByText(text)).toBeTruthy();
    }
    expect(one.getByText("Kwame Asante")).toBeTruthy();
    const two = within(second as HTMLElement);
    expect(two.getByText("GH₵10K")).toBeTruthy();
    expect(two.getByText("apartment")).toBeTruthy();
    // Facts a listing does not state read as a dash, so the rows still line up.
    expect(two.getAllByText("—").length).toBe(3);
  });

  it("removes a property from the comparison", async () => {
    addToCompare(1);
    addToCompare(2);
    renderWithSession(<ComparePage />, null, cached);
    await userEvent.click(
      screen.getByRole("button", { name: `Remove ${house.title} from compare` }),
    );
    expect(screen.queryByText("GH₵3.8M")).toBeNull();
    expect(JSON.parse(window.localStorage.getItem("compare-properties") ?? "")).toEqual([2]);
  });

  it("adds from a search of GET /api/properties, and disables every add button at 3", async () => {
    const fetch = mockFetch(fakeResponse(200, [plot, listing({ id: 4, title: "Plot at Dodowa" })]));
    addToCompare(1);
    addToCompare(2);
    renderWithSession(<ComparePage />, null, cached);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Add a property"), "plot");
    const addPlot = await screen.findByRole("button", { name: `Add ${plot.title}` });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/properties?search=plot&limit=5");
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(addPlot);
    await waitFor(() => expect(screen.getAllByText(/GH₵/).length).toBeGreaterThan(2));
    expect(COMPARE_LIMIT).toBe(3);
    const dodowa = screen.getByRole("button", { name: "Add Plot at Dodowa" }) as HTMLButtonElement;
    expect(dodowa.disabled).toBe(true);
    expect(
      (screen.getByRole("button", { name: `Added ${plot.title}` }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText("You can compare up to 3 properties.")).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("compare-properties") ?? "")).toEqual([1, 2, 3]);
    act(() => {
      expect(addToCompare(4)).toBe(false);
    });
  });
});
