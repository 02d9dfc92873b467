import { LEGAL_MAX_RENT_ADVANCE_MONTHS } from "#modules/listings/listing-terms.js";
import {
  PROPERTY_TYPES as LISTING_PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
} from "#modules/listings/listings.rules.js";

/** Spec §2 /properties and §9 option lists. */
export const CITIES = ["Accra", "Kumasi", "Tamale", "Cape Coast", "Tema"] as const;

/** Not a listing's type: choosing it leads to the hostel finder (spec §2), not to /properties. */
export const STUDENT_HOSTEL = "student-hostel";

/**
 * The search's property types: every one of the listing form's (listings.rules.ts, so every
 * listing can be found by its type), then student hostels, which have their own finder.
 */
export const PROPERTY_TYPES: readonly { value: string; label: string }[] = [
  ...LISTING_PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] })),
  { value: STUDENT_HOSTEL, label: "Student Hostel" },
];

export const BEDROOM_CHOICES = [
  { value: "any", label: "Any" },
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4", label: "4+" },
] as const;

/** The selectors of the old product did nothing; these sort on the server. */
export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "featured", label: "Featured" },
] as const;

/** Rent advance (months): choosing one shows only rentals that state an advance within it. */
export const ADVANCE_CHOICES = [
  { value: "any", label: "Any" },
  { value: String(LEGAL_MAX_RENT_ADVANCE_MONTHS), label: "Up to 6 months (legal limit)" },
  { value: "12", label: "Up to 12 months" },
  { value: "24", label: "Up to 24 months" },
] as const;
