import type { PropertySeed } from "./seed-types.js";

/**
 * The honest terms of the hand-written listings, by title: rent advance (12, 24 and 36 months
 * are common; the law says 6), viewing fees and commissions as agents state them (or not), an
 * invented but well-formed GhanaPostGPS address, land papers, and the high-end listings quoted
 * in US dollars (`usdPrice` replaces the cedi price: the listing is stored in dollars).
 * Anything a listing leaves out stays "not stated".
 */
export interface PropertyTerms {
  rentAdvanceMonths?: number;
  viewingFee?: string;
  commissionPercent?: string;
  digitalAddress?: string;
  titleStatus?: "registered" | "search-done";
  usdPrice?: string;
}

export const PROPERTY_TERMS: Record<string, PropertyTerms> = {
  // Rentals: the advance asked, from the legal six months to three years.
  "Furnished 2 Bedroom Apartment in East Legon": {
    rentAdvanceMonths: 6,
    viewingFee: "50.00",
    commissionPercent: "10.00",
    digitalAddress: "GA-492-7441",
  },
  "Chamber and Hall Self-Contain in Madina": {
    rentAdvanceMonths: 24,
    viewingFee: "50.00",
    digitalAddress: "GM-087-3312",
  },
  "2 Bedroom Apartment near Legon in Haatso": { rentAdvanceMonths: 24, commissionPercent: "10.00" },
  "1 Bedroom Apartment in Okponglo": { rentAdvanceMonths: 12, viewingFee: "0.00" },
  "2 Bedroom House in Dansoman": { rentAdvanceMonths: 36, viewingFee: "100.00" },
  "4 Bedroom House in Roman Ridge": {
    rentAdvanceMonths: 12,
    commissionPercent: "10.00",
    digitalAddress: "GA-183-8164",
  },
  "Serviced 1 Bedroom Apartment, Airport Residential": {
    rentAdvanceMonths: 3,
    viewingFee: "0.00",
    commissionPercent: "10.00",
  },
  "2 Bedroom Apartment to Let, Spintex": { rentAdvanceMonths: 12, viewingFee: "50.00" },
  "2 Bedroom Condo in Achimota": { rentAdvanceMonths: 12 },
  "Shop Space at a Busy Junction in Osu": { rentAdvanceMonths: 24, commissionPercent: "10.00" },
  "Restaurant Space in East Legon": { rentAdvanceMonths: 24 },
  // Above the common 10% of the first year's rent: the page says so (decision 100).
  "2 Bedroom Flat in Adjiringanor": { rentAdvanceMonths: 12, commissionPercent: "15.00" },
  "Serviced Office Suites at Ridge": { rentAdvanceMonths: 12, digitalAddress: "GA-110-2058" },
  "3 Bedroom Apartment in Nhyiaeso": {
    rentAdvanceMonths: 6,
    viewingFee: "50.00",
    digitalAddress: "AK-039-5028",
  },
  "3 Bedroom Townhouse in Santasi": { rentAdvanceMonths: 12, commissionPercent: "10.00" },
  "1 Bedroom Self-Contain near KNUST, Ayeduase": { rentAdvanceMonths: 12, viewingFee: "30.00" },
  "Office Suite in Adum, Kumasi": { rentAdvanceMonths: 6, digitalAddress: "AK-001-4410" },
  "2 Bedroom Apartment in Kalpohin": { rentAdvanceMonths: 6 },
  "3 Bedroom House in Lamashegu": { rentAdvanceMonths: 12, digitalAddress: "NT-0012-3390" },
  "Single Room Self-Contain at Amamoma": { rentAdvanceMonths: 24, viewingFee: "20.00" },
  "2 Bedroom Apartment in Abura": { rentAdvanceMonths: 12, digitalAddress: "CC-046-1175" },
  "3 Bedroom Furnished House in Anaji, Takoradi": { rentAdvanceMonths: 6, viewingFee: "50.00" },
  "2 Bedroom House in Koforidua": { rentAdvanceMonths: 12 },
  // High-end listings quoted in dollars, as many are in Accra.
  "Luxury 3 Bedroom Condo in Cantonments": {
    usdPrice: "1800.00",
    rentAdvanceMonths: 12,
    viewingFee: "100.00",
    commissionPercent: "10.00",
    digitalAddress: "GA-021-6630",
  },
  "Grade A Office Floor near Airport City": {
    usdPrice: "2900.00",
    rentAdvanceMonths: 12,
    commissionPercent: "10.00",
  },
  "6 Bedroom Mansion in Trasacco Valley": {
    usdPrice: "950000.00",
    commissionPercent: "5.00",
    digitalAddress: "GE-231-4460",
  },
  "5 Bedroom Executive Villa in Cantonments": { usdPrice: "400000.00", commissionPercent: "5.00" },
  "4 Bedroom Townhouse in Cantonments": { usdPrice: "320000.00", digitalAddress: "GA-023-9187" },
  "3 Bedroom Apartment for Sale, Airport Residential": { usdPrice: "190000.00" },
  // Sales in cedis.
  "4 Bedroom House with Pool in East Legon": {
    commissionPercent: "5.00",
    digitalAddress: "GA-492-1187",
  },
  // Above the common 5% on a sale: the page says so (decision 100).
  "3 Bedroom House in Tesano": { commissionPercent: "8.00" },
  "3 Bedroom House in Community 25, Tema": {
    commissionPercent: "5.00",
    digitalAddress: "GT-025-0419",
  },
  "5 Bedroom House in Ahodwo": { viewingFee: "0.00", digitalAddress: "AK-045-7712" },
  // Land: each title status, and plots that say nothing of their papers.
  "Serviced Plot for Sale at East Legon Hills": {
    titleStatus: "registered",
    digitalAddress: "GA-512-0093",
  },
  "Residential Plot in Cantonments": { titleStatus: "registered" },
  "Residential Plot at Kentinkrono": { titleStatus: "search-done", commissionPercent: "5.00" },
  "Plot of Land in Jisonayili": { titleStatus: "search-done" },
  "Commercial Plot on the Spintex Road": { titleStatus: "search-done", viewingFee: "50.00" },
};

/** A seed listing with its terms applied; an unknown title in PROPERTY_TERMS is a typo and fails. */
export function withTerms(seeds: PropertySeed[]): (PropertySeed & PropertyTerms)[] {
  const titles = new Set(seeds.map((s) => s.title));
  const unknown = Object.keys(PROPERTY_TERMS).filter((title) => !titles.has(title));
  if (unknown.length > 0) throw new Error(`PROPERTY_TERMS names no seed listing: ${unknown}`);
  return seeds.map((seed) => ({ ...seed, ...PROPERTY_TERMS[seed.title] }));
}
