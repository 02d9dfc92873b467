import type { Coordinates } from "./listing-coordinates.js";
import type { ListingBasics, ListingTerms } from "./listings.types.js";

/** What every listing states, wherever it is kept: a submission, a property, a held photo change. */
export type ListingFields = ListingBasics & ListingTerms & Coordinates;

// A record, not a list, so the type-checker holds it to exactly ListingFields' keys: a field
// added to the types and not here fails to compile instead of being left behind by a copy.
const FIELDS: Record<keyof ListingFields, true> = {
  title: true,
  description: true,
  price: true,
  listingType: true,
  rentPeriod: true,
  location: true,
  propertyType: true,
  bedrooms: true,
  bathrooms: true,
  area: true,
  priceCurrency: true,
  images: true,
  rentAdvanceMonths: true,
  viewingFee: true,
  commissionPercent: true,
  digitalAddress: true,
  titleStatus: true,
  latitude: true,
  longitude: true,
};
const KEYS = Object.keys(FIELDS) as Array<keyof ListingFields>;

/** A listing's own fields, copied from a submission to the property it becomes, or back. */
export function listingFieldsOf(source: ListingFields): ListingFields {
  const copy = {} as Record<keyof ListingFields, unknown>;
  for (const key of KEYS) copy[key] = source[key];
  return copy as ListingFields;
}
