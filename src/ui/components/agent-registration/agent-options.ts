/** Spec §9: the agent application's specializations. */
export const SPECIALIZATIONS = [
  "Residential Properties",
  "Commercial Properties",
  "Industrial Properties",
  "Land Sales",
  "Rental Properties",
  "Luxury Properties",
  "Student Housing",
  "Investment Properties",
  "Property Management",
  "Real Estate Development",
] as const;

/** Spec §9: the regions an applicant chooses from (Ghana's sixteen regions plus the former Brong-Ahafo). */
export const APPLICATION_REGIONS = [
  "Greater Accra",
  "Ashanti",
  "Western",
  "Central",
  "Eastern",
  "Northern",
  "Upper East",
  "Upper West",
  "Volta",
  "Brong-Ahafo",
  "Western North",
  "Ahafo",
  "Bono",
  "Bono East",
  "Oti",
  "North East",
  "Savannah",
] as const;

export const PROFILE_PHOTO_HINT = "JPG/PNG, max 5MB";
export const BIO_MIN_LENGTH = 50;
