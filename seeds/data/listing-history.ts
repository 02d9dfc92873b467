/**
 * A few seeded listings' past, so a new user sees the history a property page shows (decision
 * 99): price cuts (two recent enough for the card's "Reduced" badge), a place let and back on the
 * market. Days are counted back from the seeding; prices as the listing's currency.
 */
export interface SeedHistory {
  /** The asking price when first listed, if it has changed since (the listing's price is its latest). */
  firstPrice?: string;
  changes: Array<
    | { daysAgo: number; price: string }
    | { daysAgo: number; status: "rented" | "sold" | "available"; from: string }
  >;
}

export const LISTING_HISTORY: Record<string, SeedHistory> = {
  "3 Bedroom Townhouse in a Gated Community, East Legon": {
    firstPrice: "2650000.00",
    changes: [
      { daysAgo: 33, price: "2550000.00" },
      { daysAgo: 12, price: "2450000.00" },
    ],
  },
  "Serviced Plot for Sale at East Legon Hills": {
    firstPrice: "1100000.00",
    changes: [{ daysAgo: 6, price: "1050000.00" }],
  },
  // A cut long ago: in the history, but no badge on the card.
  "Residential Plot in Cantonments": {
    firstPrice: "1450000.00",
    changes: [{ daysAgo: 52, price: "1300000.00" }],
  },
  // The tenant fell through: let, then back on the market.
  "Luxury 3 Bedroom Condo in Cantonments": {
    changes: [
      { daysAgo: 9, status: "rented", from: "available" },
      { daysAgo: 3, status: "available", from: "rented" },
    ],
  },
};
