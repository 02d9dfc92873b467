import { mapPin } from "#web/ui/components/map/map-pins.js";

const pin = (over: Partial<Parameters<typeof mapPin>[0]>) =>
  mapPin({
    id: 7,
    title: "Office floor, Airport City",
    latitude: 5.6,
    longitude: -0.17,
    price: "3500.00",
    priceCurrency: "GHS",
    listingType: "rent",
    rentPeriod: "month",
    ...over,
  });

// Issue 33: pins rounded 3,500 to "GH₵4K" and put a GH₵240K-a-year office among monthly rents.
describe("a map pin's words", () => {
  it("writes a monthly rent in full with its period, on the pin and in the list's words", () => {
    expect(pin({})).toMatchObject({
      pinPrice: "GH₵3,500 / month",
      price: "GH₵3,500 / month",
      perMonth: null,
    });
    expect(pin({ price: "1800.00", priceCurrency: "USD" })).toMatchObject({
      pinPrice: "US$1,800 / month",
      price: "US$1,800 / month",
    });
  });

  it("shows a yearly rent by the month, as the price sorts compare it, and says so in its popup", () => {
    expect(pin({ price: "240000.00", rentPeriod: "year" })).toMatchObject({
      pinPrice: "GH₵20,000 / month",
      price: "GH₵240,000 / year",
      perMonth: "GH₵20,000 / month",
    });
  });

  it("shows a sale's own figure, shortened from a million", () => {
    expect(pin({ price: "650000.00", listingType: "sale", rentPeriod: null })).toMatchObject({
      pinPrice: "GH₵650,000",
      price: "GH₵650,000",
      perMonth: null,
    });
    expect(pin({ price: "1850000.00", listingType: "sale", rentPeriod: null })).toMatchObject({
      pinPrice: "GH₵1.85M",
      price: "GH₵1,850,000",
    });
  });
});
