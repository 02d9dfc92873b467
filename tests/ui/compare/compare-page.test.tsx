/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import ComparePage from "#web/pages/compare/+Page.js";
import { addToCompare, COMPARE_LIMIT } from "#web/ui/compare/compare-store.js";
import { propertyUrl } from "#web/ui/queries/properties.js";
import { enter, fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { listing } from "../property-detail/listing-fixture.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

beforeEach(() => window.localStorage.clear());

const house = listing({ id: 1, title: "4 Bedroom House with Pool in East Legon" });
const flat = listing({
  id: 2,
  title: "Furnished 2 Bedroom Apartment in East Legon",
  price: "4200.00",
  listingType: "rent",
  rentPeriod: "month",
  rentAdvanceMonths: 12,
  exceedsLegalAdvance: true,
  viewingFee: "100.00",
  commissionPercent: "10.00",
  propertyType: "apartment",
  bedrooms: 2,
  bathrooms: 2,
  parking: null,
  area: null,
  agent: null,
  agentId: null,
});
const plot = listing({ id: 3, title: "Half Plot of Land at Oyarifa", price: "55000.00" });
const office = listing({
  id: 5,
  title: "Office floor, Airport City",
  price: "240000.00",
  listingType: "rent",
  rentPeriod: "year",
  rentAdvanceMonths: 6,
  viewingFee: "0.00",
  propertyType: "commercial",
  status: "rented",
});
const dollarFlat = listing({
  id: 6,
  title: "Serviced flat, Cantonments",
  price: "6500.00",
  priceCurrency: "USD",
  listingType: "rent",
  rentPeriod: "month",
  propertyType: "apartment",
});
const cached = {
  [propertyUrl(1)]: house,
  [propertyUrl(2)]: flat,
  [propertyUrl(3)]: plot,
  [propertyUrl(5)]: office,
  [propertyUrl(6)]: dollarFlat,
};

/** The values of one row of the table, the first property's first. */
const rowOf = (table: HTMLElement, label: string) =>
  within(within(table).getByRole("rowheader", { name: label }).closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

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
    const row = (label: string) => rowOf(table, label);
    // In full below a million (decision 90): 4,200 is not "GH₵4K"; a rent with its period.
    expect(row("Price")).toEqual(["GH₵3.8M", "GH₵4,200 / month"]);
    // As the property page's "Costs and papers" says them; a sale asks no advance.
    expect(row("Rent advance")).toEqual(["—", "12 monthsAbove the legal 6-month limit"]);
    expect(row("Viewing fee")).toEqual(["not stated", "GH₵100"]);
    expect(row("Agent commission")).toEqual(["not stated", "10%"]);
    expect(row("Location")).toEqual([
      "Lagos Avenue, East Legon, Accra",
      "Lagos Avenue, East Legon, Accra",
    ]);
    expect(row("Type")).toEqual(["House", "Apartment"]);
    expect(row("Bedrooms")).toEqual(["4", "2"]);
    // Facts a listing does not state read as a dash, so the rows still line up.
    expect(row("Parking")).toEqual(["3", "—"]);
    expect(row("Area")).toEqual(["420 m²", "—"]);
    expect(row("Agent")).toEqual(["Kwame Asante", "—"]);
    expect(row("Status")).toEqual(["Available", "Available"]);
  });

  it("writes rents per month and per year and dollar prices in full, each with its period", () => {
    addToCompare(5);
    addToCompare(6);
    addToCompare(2);
    renderWithSession(<ComparePage />, null, cached);
    const table = screen.getByRole("table", { name: "Compared properties, a column each" });
    expect(rowOf(table, "Price")).toEqual([
      "GH₵240,000 / year",
      "US$6,500 / month",
      "GH₵4,200 / month",
    ]);
    expect(rowOf(table, "Rent advance")).toEqual([
      "6 months",
      "not stated",
      "12 monthsAbove the legal 6-month limit",
    ]);
    expect(rowOf(table, "Viewing fee")).toEqual(["None", "not stated", "GH₵100"]);
    expect(rowOf(table, "Type")).toEqual(["Commercial", "Apartment", "Apartment"]);
    expect(rowOf(table, "Status")).toEqual(["Rented", "Available", "Available"]);
  });

  it("keeps each row's label in a column that stays put while the listings scroll under it", () => {
    addToCompare(1);
    addToCompare(2);
    addToCompare(3);
    renderWithSession(<ComparePage />, null, cached);
    const table = screen.getByRole("table", { name: "Compared properties, a column each" });
    const labels = within(table).getAllByRole("rowheader");
    expect(labels.map((label) => label.textContent)).toEqual([
      "Price",
      "Rent advance",
      "Viewing fee",
      "Agent commission",
      "Type",
      "Bedrooms",
      "Bathrooms",
      "Parking",
      "Area",
      "Location",
      "Status",
      "Agent",
    ]);
    // jsdom lays nothing out: the classes are the promise, the phone journey checks the pixels.
    for (const label of labels) expect(label.className).toMatch(/\bsticky left-0\b/);
    expect(table.closest("section")?.className).toMatch(/\boverflow-x-auto\b/);
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
    await enter(user, screen.getByLabelText("Add a property"), "plot");
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
