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

  it("shows the properties side by side, a column each and a row per fact", () => {
    addToCompare(1);
    addToCompare(2);
    renderWithSession(<ComparePage />, null, cached);
    const table = screen.getByRole("table", { name: "Compared properties, a column each" });
    const [first, second] = within(table).getAllByRole("columnheader");
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: house.title })
        .getAttribute("href"),
    ).toBe("/properties/1");
    expect(within(second as HTMLElement).getByRole("link", { name: flat.title })).toBeTruthy();
    /** The values of one row, the first property's first. */
    const row = (label: string) =>
      within(within(table).getByRole("rowheader", { name: label }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(row("Price")).toEqual(["GH₵3.8M", "GH₵10K"]);
    expect(row("Location")).toEqual([
      "Lagos Avenue, East Legon, Accra",
      "Lagos Avenue, East Legon, Accra",
    ]);
    expect(row("Type")).toEqual(["house", "apartment"]);
    expect(row("Bedrooms")).toEqual(["4", "2"]);
    // Facts a listing does not state read as a dash, so the rows still line up.
    expect(row("Parking")).toEqual(["3", "—"]);
    expect(row("Area")).toEqual(["420 m²", "—"]);
    expect(row("Agent")).toEqual(["Kwame Asante", "—"]);
    expect(row("Status")).toEqual(["available", "available"]);
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
    const user = userEvent.setup({ delay: null });
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
