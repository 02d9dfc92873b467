import type { RateSpan } from "../../src/modules/money/rate-spans.js";
import type { TestApp } from "../support/test-app.js";
import { daysAgo, insertListings, NOW } from "./listing-rows.js";

/** GH₵15 a dollar until 30 days ago, GH₵16 since (the later span starts at its moment, inclusive). */
export const RATE_CHANGE = daysAgo(30);
export const RATES: RateSpan[] = [
  { from: null, until: RATE_CHANGE, ghsPerUsd: "15" },
  { from: RATE_CHANGE, until: null, ghsPerUsd: "16" },
];
export const WINDOW = { since: daysAgo(60), until: NOW, rates: RATES };

const flat = {
  listing_type: "rent",
  rent_period: "month",
  property_type: "apartment",
  bedrooms: 2,
};

/**
 * Two-bedroom flats to let in Accra (East Legon spelt three ways, Osu, and one placed only by its
 * city), houses in Kumasi's top bedroom group, a Tema plot with no bedrooms, and listings the
 * guide must leave out (before the window, after it, unpublished, under review).
 */
export async function insertGuideListings(app: TestApp) {
  const ids = await insertListings(app, [
    {
      ...flat,
      title: "R1",
      location: "Lagos Avenue, East Legon",
      price: "3000",
      created_at: daysAgo(20),
    },
    { ...flat, title: "R2", location: "East Legon", price: "4000", created_at: daysAgo(20) },
    // A yearly rent as its twelfth: 6,000 a month.
    {
      ...flat,
      title: "R3",
      location: "Boundary Road, east legon ",
      price: "72000",
      rent_period: "year",
      created_at: daysAgo(20),
    },
    // The last part is the city, so the neighbourhood is the part before: 500 × 16 = 8,000.
    {
      ...flat,
      title: "R4",
      location: "East Legon, Accra",
      price: "500",
      price_currency: "USD",
      created_at: daysAgo(10),
    },
    // Before the rate changed: 312.50 × 15 = 4,687.50.
    {
      ...flat,
      title: "R5",
      location: "Osu",
      price: "312.50",
      price_currency: "USD",
      created_at: daysAgo(40),
    },
    // Only the city: in the city's group alone; listed at the window's first moment.
    {
      ...flat,
      title: "R6",
      location: "Accra",
      city: " Accra ",
      price: "2500",
      created_at: WINDOW.since,
    },
    // At the very moment the rate changed: the new rate, 1,000 × 16.
    {
      listing_type: "rent",
      rent_period: "month",
      property_type: "house",
      bedrooms: 3,
      title: "R7",
      location: "Airport Residential",
      price: "1000",
      price_currency: "USD",
      created_at: RATE_CHANGE,
    },
    {
      title: "S1",
      location: "Ahodwo",
      city: "Kumasi",
      region: "Ashanti",
      bedrooms: 7,
      price: "2000000",
      created_at: daysAgo(5),
    },
    {
      title: "S2",
      location: "Ahodwo, Kumasi",
      city: "KUMASI",
      region: "Ashanti",
      bedrooms: 5,
      price: "1000000",
      created_at: daysAgo(5),
    },
    {
      title: "T1",
      location: "Community 25",
      city: "Tema",
      property_type: "land",
      bedrooms: null,
      price: "350000.50",
      created_at: daysAgo(5),
    },
    {
      ...flat,
      title: "Too old",
      location: "Osu",
      price: "100",
      created_at: new Date(WINDOW.since.getTime() - 1),
    },
    {
      ...flat,
      title: "Too new",
      location: "Osu",
      price: "100",
      created_at: new Date(NOW.getTime() + 1),
    },
    {
      ...flat,
      title: "Unpublished",
      location: "Osu",
      price: "100",
      published: false,
      created_at: daysAgo(5),
    },
    {
      ...flat,
      title: "Under review",
      location: "Osu",
      price: "100",
      open_report_count: 3,
      created_at: daysAgo(5),
    },
  ]);
  const names = [
    "R1",
    "R2",
    "R3",
    "R4",
    "R5",
    "R6",
    "R7",
    "S1",
    "S2",
    "T1",
    "Old",
    "New",
    "Unpublished",
    "Reported",
  ];
  return Object.fromEntries(names.map((name, i) => [name, ids[i] as number]));
}

export const rentFlats = { listingType: "rent", propertyType: "apartment", bedrooms: 2 } as const;
