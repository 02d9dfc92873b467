import {
  FURNISHING_LABELS,
  FURNISHINGS,
  LISTING_REGIONS,
} from "#modules/listings/listings.rules.js";
import { PROPERTY_TYPES } from "../property/property-options.js";

export interface Option {
  value: string;
  label: string;
}

export const SEARCH_PROPERTY_TYPES: readonly Option[] = [
  { value: "all", label: "All types" },
  ...PROPERTY_TYPES,
];

/** Spec §9 regions (search). */
export const SEARCH_REGIONS: readonly Option[] = [
  { value: "all", label: "All regions" },
  ...LISTING_REGIONS.map((region) => ({ value: region, label: region })),
];

/** Spec §9 price ranges (GHS) as 'min-max'; 'plus' means no maximum. */
export const PRICE_RANGES: readonly Option[] = [
  { value: "any", label: "Any price" },
  { value: "0-100000", label: "Under GH₵100K" },
  { value: "100000-300000", label: "GH₵100K - GH₵300K" },
  { value: "300000-500000", label: "GH₵300K - GH₵500K" },
  { value: "500000-1000000", label: "GH₵500K - GH₵1M" },
  { value: "1000000-plus", label: "Above GH₵1M" },
];

export const FURNISHING_OPTIONS: readonly Option[] = [
  { value: "any", label: "Any" },
  ...FURNISHINGS.map((value) => ({ value, label: FURNISHING_LABELS[value] })),
];

export const UNIVERSITY_OPTIONS: readonly Option[] = [
  { value: "any", label: "Any" },
  { value: "university-of-ghana", label: "University of Ghana, Legon" },
  { value: "knust", label: "KNUST, Kumasi" },
  { value: "ucc", label: "University of Cape Coast" },
  { value: "ug-medical-school", label: "UG Medical School, Korle Bu" },
];
