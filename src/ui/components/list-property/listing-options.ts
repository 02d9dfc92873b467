/** Spec §9: the listing form's property types and furnishing choices. */
export const PROPERTY_TYPE_OPTIONS = [
  { value: "house", label: "House" },
  { value: "apartment", label: "Apartment" },
  { value: "condo", label: "Condo" },
  { value: "townhouse", label: "Townhouse" },
  { value: "land", label: "Land" },
  { value: "commercial", label: "Commercial" },
  { value: "office", label: "Office" },
  { value: "warehouse", label: "Warehouse" },
] as const;

export const FURNISHED_OPTIONS = [
  { value: "yes", label: "Yes, furnished" },
  { value: "no", label: "No, unfurnished" },
  { value: "partial", label: "Partially furnished" },
] as const;

/** Spec §5 and §9: how many files are kept; the sizes are hints (the server checks them). */
export const MAX_IMAGES = 10;
export const MAX_VIDEOS = 3;
export const IMAGE_SIZE_HINT = "10MB per image";
export const VIDEO_SIZE_HINT = "50MB per video";
