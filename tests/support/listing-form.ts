/** The listing form's required fields (spec §5), as an owner in Kumasi fills them in. */
export const AHODWO_LISTING = {
  title: "Two-bedroom flat at Ahodwo",
  price: "GH₵ 4,500",
  description: "A quiet, walled two-bedroom flat with a borehole and prepaid meter.",
  location: "Ahodwo, Kumasi",
  propertyType: "apartment",
  contactName: "Yaa Asantewaa",
  contactEmail: "yaa@example.com",
};

/** The same listing with the form's optional fields filled in too. */
export const AHODWO_LISTING_IN_FULL = {
  ...AHODWO_LISTING,
  listingType: "rent",
  rentPeriod: "month",
  bedrooms: "2",
  bathrooms: "2",
  area: "92.9",
  furnished: "partial",
  contactPhone: "0244000111",
};
