/**
 * Published averages for Greater Accra (meQasa, Ghana's largest property portal, 2017–2018;
 * /work/shared/GHANA-FACTS.md). Shown with their source and year, never as today's prices.
 */
export const MARKET_SOURCE =
  "Averages reported by meQasa for Greater Accra, 2017–2018. Prices have risen with inflation since.";

export const AVERAGE_SALE_PRICES = [
  { label: "2-bedroom apartment", price: 358_000 },
  { label: "1-bedroom house", price: 450_000 },
  { label: "3-bedroom house", price: 742_000 },
  { label: "4+ bedroom house, from", price: 2_300_000 },
] as const;

export const AVERAGE_MONTHLY_RENTS = [
  { label: "1 bedroom", price: 1_266 },
  { label: "2 bedrooms", price: 2_710 },
  { label: "3 bedrooms", price: 6_900 },
] as const;

export const PLOT_PRICES = [
  { label: "Cantonments", price: 1_080_000 },
  { label: "East Legon", price: 1_000_000 },
  { label: "Spintex", price: 708_000 },
  { label: "Kasoa", price: 125_000 },
  { label: "Oyarifa", price: 55_000 },
  { label: "Pokuase", price: 27_000 },
  { label: "Dodowa", price: 12_000 },
] as const;
