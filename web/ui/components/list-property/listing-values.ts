/** The listing form's fields as text, and the empty form it starts from and resets to. */
export interface ListingValues {
  title: string;
  listingType: "sale" | "rent";
  rentPeriod: "month" | "year";
  price: string;
  priceCurrency: "GHS" | "USD";
  description: string;
  location: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  furnished: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  additionalInfo: string;
  rentAdvanceMonths: string;
  viewingFee: string;
  commissionPercent: string;
  digitalAddress: string;
  titleStatus: string;
  /** Decimal degrees as typed; both or neither. */
  latitude: string;
  longitude: string;
}

export const EMPTY: ListingValues = {
  title: "",
  listingType: "sale",
  rentPeriod: "month",
  price: "",
  priceCurrency: "GHS",
  description: "",
  location: "",
  propertyType: "",
  bedrooms: "",
  bathrooms: "",
  area: "",
  furnished: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  additionalInfo: "",
  rentAdvanceMonths: "",
  viewingFee: "",
  commissionPercent: "",
  digitalAddress: "",
  titleStatus: "",
  latitude: "",
  longitude: "",
};
